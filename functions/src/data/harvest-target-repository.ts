import type { SqlParameter } from '@azure/cosmos';
import type { Restaurant } from '@lunch/shared';
import { container } from './cosmos-client';

/** What the workflow trigger and the harvest timers need of a restaurant to choose and route its harvest. */
export type HarvestTarget = Pick<Restaurant, 'id' | 'city' | 'lunch_link' | 'lunch_format' | 'ManualScraping' | 'scrapingTime' | 'menuPeriodicity'> & {
  lunch_menus: Pick<Restaurant['lunch_menus'][number], 'validFrom' | 'validTo'>[];
};

const FIELDS = 'c.id, c.city, c.lunch_link, c.lunch_format, c.ManualScraping, c.scrapingTime, c.menuPeriodicity, c.lunch_menus';

/**
 * Restaurants with a lunch link: of one city (a single-partition query, the workflow trigger), or of
 * every city (the timers, twice a weekday). Only the routing fields and the menus' dates are used.
 */
export async function listHarvestTargets(city?: string): Promise<HarvestTarget[]> {
  const parameters: SqlParameter[] = [];
  const where = ["IS_STRING(c.lunch_link)", "c.lunch_link != ''"];
  if (city) {
    where.unshift('c.city = @city');
    parameters.push({ name: '@city', value: city });
  }
  const { resources } = await (await container('restaurants')).items
    .query<HarvestTarget>({ query: `SELECT ${FIELDS} FROM c WHERE ${where.join(' AND ')}`, parameters }, city ? { partitionKey: city } : {})
    .fetchAll();
  return resources.map((r) => ({ ...r, lunch_menus: (r.lunch_menus ?? []).map(({ validFrom, validTo }) => ({ validFrom, validTo })) }));
}
