import type { SqlParameter } from '@azure/cosmos';
import { ADMIN_FILTERABLE_FIELDS, foldForSearch, type AdminRestaurantListQuery, type LastHarvest, type Restaurant } from '@lunch/shared';
import { container } from './cosmos-client';
import { readItem } from './cosmos-helpers';
import type { StoredRestaurant } from './restaurant-document';

export interface RestaurantRef {
  id: string;
  name: string;
  city: string;
}

/**
 * "Has a value" per kind of field; paths come from ADMIN_FILTERABLE_FIELDS, never from the client.
 * Every form is true or false, never undefined, so its NOT is the exact complement (Cosmos SQL is
 * three-valued). A flag is written without IS_BOOLEAN, which the local Cosmos server cannot run: the
 * patch schema lets only booleans into flags, so "defined and not null" is "set".
 */
function presence(path: string, kind: (typeof ADMIN_FILTERABLE_FIELDS)[keyof typeof ADMIN_FILTERABLE_FIELDS]['kind']): string {
  const field = `c.${path}`;
  switch (kind) {
    case 'list':
      return `(IS_ARRAY(${field}) AND ARRAY_LENGTH(${field}) > 0)`;
    case 'number':
      return `IS_NUMBER(${field})`;
    case 'flag':
      return `(IS_DEFINED(${field}) AND NOT IS_NULL(${field}))`;
    default:
      return `(IS_STRING(${field}) AND ${field} != '')`;
  }
}

/**
 * Ids, names and cities of every restaurant passing the admin filters, across all cities. Only three
 * small fields per restaurant travel; the page's full documents are then point reads.
 */
export async function findAdminRestaurantRefs(query: AdminRestaurantListQuery): Promise<RestaurantRef[]> {
  const where: string[] = [];
  const parameters: SqlParameter[] = [];
  if (query.search) {
    parameters.push({ name: '@search', value: foldForSearch(query.search) });
    where.push('CONTAINS(c._searchName, @search)');
  }
  if (query.manualScraping === 'true') where.push('c.ManualScraping = true');
  if (query.manualScraping === 'false') where.push('(NOT IS_DEFINED(c.ManualScraping) OR c.ManualScraping != true)');
  if (query.city) {
    parameters.push({ name: '@city', value: query.city.toLocaleLowerCase('sv-SE') });
    where.push('CONTAINS(LOWER(c.city), @city)');
  }
  // MORNING is the default scraping time (spec section 3): a restaurant without one counts as MORNING.
  if (query.scrapingTime === 'MORNING') where.push("(NOT IS_DEFINED(c.scrapingTime) OR c.scrapingTime = 'MORNING')");
  if (query.scrapingTime === 'EVENING') where.push("c.scrapingTime = 'EVENING'");
  if (query.property && Object.hasOwn(ADMIN_FILTERABLE_FIELDS, query.property)) {
    const { path, kind } = ADMIN_FILTERABLE_FIELDS[query.property as keyof typeof ADMIN_FILTERABLE_FIELDS];
    where.push(query.propertyState === 'has' ? presence(path, kind) : `NOT ${presence(path, kind)}`);
  }
  const sql = `SELECT c.id, c.name, c.city FROM c${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
  // One page for all matches: the local server runs every page of a query as a full scan again.
  const { resources } = await (await container('restaurants')).items.query<RestaurantRef>({ query: sql, parameters }, { maxItemCount: 100_000 }).fetchAll();
  return resources;
}

/** Full documents by point reads (each in its own partition), in the order asked. */
export async function readRestaurants(refs: RestaurantRef[]): Promise<StoredRestaurant[]> {
  const restaurants = await container('restaurants');
  const docs = await Promise.all(refs.map((r) => readItem<StoredRestaurant>(restaurants, r.id, r.city)));
  return docs.filter((d): d is StoredRestaurant => d !== undefined);
}

/** Restaurants waiting for review (NEW true), whole: the tab shows their details. */
export async function findNewRestaurants(): Promise<StoredRestaurant[]> {
  const { resources } = await (await container('restaurants')).items
    .query<StoredRestaurant>('SELECT * FROM c WHERE c.NEW = true')
    .fetchAll();
  return resources;
}


/** What harvesting needs to know of a restaurant before it reads the whole document. */
export interface HarvestTarget extends RestaurantRef {
  lunch_link?: string;
  lunch_format?: string;
}

/** The restaurants with these ids, across all cities, with their lunch links (one light query). */
export async function findHarvestTargets(ids: string[]): Promise<HarvestTarget[]> {
  if (ids.length === 0) return [];
  const { resources } = await (await container('restaurants')).items
    .query<HarvestTarget>(
      { query: 'SELECT c.id, c.name, c.city, c.lunch_link, c.lunch_format FROM c WHERE ARRAY_CONTAINS(@ids, c.id)', parameters: [{ name: '@ids', value: ids }] },
      { maxItemCount: 100_000 },
    )
    .fetchAll();
  return resources;
}

export interface AiResponseRef extends RestaurantRef {
  AIResponse?: string | null;
  aiResponse?: string | null;
}

/** Every restaurant's stored AI response (either spelling), for the analysis. */
export async function findAiResponseRefs(): Promise<AiResponseRef[]> {
  const { resources } = await (await container('restaurants')).items
    .query<AiResponseRef>({ query: 'SELECT c.id, c.name, c.city, c.AIResponse, c.aiResponse FROM c' }, { maxItemCount: 100_000 })
    .fetchAll();
  return resources;
}

export interface WeeklyRestaurantDoc extends RestaurantRef {
  rank?: number;
  rankSource?: 'manual' | 'rule';
  scrapingTime?: 'MORNING' | 'EVENING';
  ManualScraping?: boolean;
  lunch_link?: string;
  menuUpdateUrl?: string;
  website?: string;
  lunch_menus: { _id: string; name: string; description?: string; price?: number | null; validFrom: string; validTo: string }[];
  lastHarvest?: LastHarvest;
}

/** Weekly-menu restaurants (menuPeriodicity Weekly), optionally of cities whose name contains `city`, with their menus. */
export async function findWeeklyRestaurants(city?: string): Promise<WeeklyRestaurantDoc[]> {
  const parameters: SqlParameter[] = [];
  let where = "c.menuPeriodicity = 'Weekly'";
  if (city) {
    parameters.push({ name: '@city', value: city.toLocaleLowerCase('sv-SE') });
    where += ' AND CONTAINS(LOWER(c.city), @city)';
  }
  const { resources } = await (await container('restaurants')).items
    .query<WeeklyRestaurantDoc>(
      {
        query: `SELECT c.id, c.name, c.city, c.rank, c.rankSource, c.scrapingTime, c.ManualScraping, c.lunch_link, c.menuUpdateUrl, c.contact.website AS website, c.lunch_menus, c.lastHarvest FROM c WHERE ${where}`,
        parameters,
      },
      { maxItemCount: 100_000 },
    )
    .fetchAll();
  return resources;
}

export type RankInputDoc = RestaurantRef & Pick<Restaurant, 'location' | 'lunch_menus' | 'menuPeriodicity' | 'cuisines' | 'fallback_price' | 'rating' | 'reviewCount' | 'lunch_link' | 'AIResponse' | 'rank' | 'rankSource'>;

/** What the rank rule reads, for every restaurant (the re-rank call). */
export async function findRankInputs(): Promise<RankInputDoc[]> {
  const { resources } = await (await container('restaurants')).items
    .query<RankInputDoc>(
      {
        query:
          'SELECT c.id, c.name, c.city, c.location, c.lunch_menus, c.menuPeriodicity, c.cuisines, c.fallback_price, c.rating, c.reviewCount, c.lunch_link, c.AIResponse, c.rank, c.rankSource FROM c',
      },
      { maxItemCount: 100_000 },
    )
    .fetchAll();
  return resources;
}
