import {
  isoWeekKey,
  menuSourceOf,
  menuWeeks,
  shiftMenuWeeks,
  todayIn,
  weekStatusOf,
  type ComparisonResponse,
  type RescrapeResult,
  type SingleExtractResult,
  type WeeklyRestaurantRow,
  type WeeklyRestaurantsResponse,
  type WeekUpdateResult,
} from '@lunch/shared';
import { now } from '../app/clock';
import { findHarvestTargets, findWeeklyRestaurants, type WeeklyRestaurantDoc } from '../data/admin-restaurant-repository';
import { findRestaurantById, updateRestaurant } from '../data/restaurant-repository';
import { harvestQueueFor, sendHarvestMessage } from '../harvest/harvest-message';
import { invalidInput, notFound } from '../app/domain-error';
import { extractRestaurantNow } from './direct-extraction-service';
import { logRequestedHarvestFailure } from './menu-harvest-service';

/**
 * The Weekly validation and Comparison screens' calls: weekly-menu restaurants with the weeks of
 * their menus and the outcome of their last harvest, week shifting (all, one city, a selection, one
 * restaurant), rescrape and refresh.
 */
const byName = new Intl.Collator('sv-SE', { sensitivity: 'base', numeric: true });

export async function listWeeklyRestaurants(city?: string): Promise<WeeklyRestaurantsResponse> {
  const today = todayIn(now());
  const currentWeek = isoWeekKey(today);
  const docs = await findWeeklyRestaurants(city);
  const restaurants: WeeklyRestaurantRow[] = docs
    .map((d) => ({
      id: d.id,
      name: d.name,
      city: d.city,
      rank: d.rank ?? 0,
      ...(d.rankSource ? { rankSource: d.rankSource } : {}),
      scrapingTime: d.scrapingTime ?? 'MORNING',
      ManualScraping: d.ManualScraping === true,
      menuCount: d.lunch_menus?.length ?? 0,
      weeks: menuWeeks(d.lunch_menus ?? []),
      status: weekStatusOf(d.lunch_menus ?? [], today),
      ...(d.lunch_link ? { lunch_link: d.lunch_link } : {}),
      ...(d.menuUpdateUrl ? { menuUpdateUrl: d.menuUpdateUrl } : {}),
      ...(d.lastHarvest ? { lastHarvest: d.lastHarvest } : {}),
    }))
    .sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.city, b.city));
  const perWeek = new Map<string, number>();
  for (const r of restaurants) for (const w of r.weeks) perWeek.set(w, (perWeek.get(w) ?? 0) + 1);
  const weeks = [...perWeek].sort(([a], [b]) => a.localeCompare(b)).map(([week, count]) => ({ week, restaurants: count, current: week === currentWeek }));
  return { restaurants, currentWeek, weeks };
}

/** The page to compare a restaurant's menus with: its menu-update page, else its lunch link, else its website. */
function comparisonUrl(d: WeeklyRestaurantDoc): string | undefined {
  return [d.menuUpdateUrl, d.lunch_link, d.website].map((u) => u?.trim()).find(Boolean);
}

export async function listComparison(city?: string): Promise<ComparisonResponse> {
  const today = todayIn(now());
  const currentWeek = isoWeekKey(today);
  const docs = await findWeeklyRestaurants(city);
  const restaurants = docs
    .map((d) => {
      const url = comparisonUrl(d);
      return {
        id: d.id,
        name: d.name,
        city: d.city,
        ...(url ? { menuUpdateUrl: url } : {}),
        menus: (d.lunch_menus ?? [])
          .filter((m) => isoWeekKey(m.validFrom) === currentWeek || (m.validFrom <= today && m.validTo >= today))
          .sort((a, b) => a.validFrom.localeCompare(b.validFrom))
          .map((m) => ({ _id: m._id, name: m.name, description: m.description ?? '', price: m.price ?? null, validFrom: m.validFrom, validTo: m.validTo })),
      };
    })
    .filter((r) => r.menus.length > 0)
    .sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.city, b.city));
  return {
    restaurants,
    currentWeek,
    withCurrentMenus: restaurants.length,
    withUpdateUrl: restaurants.filter((r) => r.menuUpdateUrl).length,
  };
}

const SHIFT_CONCURRENCY = 8;

/** Moves every menu of the given restaurants by whole weeks; a restaurant without menus is left alone. */
async function shiftRestaurants(ids: string[], weeks: number): Promise<{ modifiedCount: number; menusMoved: number }> {
  let modifiedCount = 0;
  let menusMoved = 0;
  let next = 0;
  const at = now().toISOString();
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++];
      let moved = 0;
      const updated = await updateRestaurant(id, (current) => {
        moved = current.lunch_menus.length;
        return moved === 0 ? current : { ...current, lunch_menus: current.lunch_menus.map((m) => shiftMenuWeeks(m, weeks)), updatedAt: at };
      });
      if (updated && moved > 0) {
        modifiedCount++;
        menusMoved += moved;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SHIFT_CONCURRENCY, ids.length) }, worker));
  return { modifiedCount, menusMoved };
}

/** Spec: 'N vecka/veckor tillagda/borttagna'. */
function weeksPhrase(weeks: number): string {
  const n = Math.abs(weeks);
  return `${n} ${n === 1 ? 'vecka' : 'veckor'} ${weeks > 0 ? 'tillagda' : 'borttagna'}`;
}

function weekResult(weeks: number, moved: { modifiedCount: number; menusMoved: number }, scope: string): WeekUpdateResult {
  return {
    success: true,
    ...moved,
    message: `${weeksPhrase(weeks)}: ${moved.menusMoved} ${moved.menusMoved === 1 ? 'meny' : 'menyer'} i ${moved.modifiedCount} ${moved.modifiedCount === 1 ? 'restaurang' : 'restauranger'} flyttade (${scope})`,
  };
}

/** POST /update-week: every weekly restaurant, or those of one city. */
export async function shiftWeeklyMenus(weeks: number, city?: string): Promise<WeekUpdateResult> {
  if (weeks === 0) return weekResult(0, { modifiedCount: 0, menusMoved: 0 }, city ?? 'alla städer');
  const docs = (await findWeeklyRestaurants(city)).filter((d) => !city || d.city.toLocaleLowerCase('sv-SE') === city.toLocaleLowerCase('sv-SE'));
  return weekResult(weeks, await shiftRestaurants(docs.map((d) => d.id), weeks), city ?? 'alla städer');
}

/** POST /bulk-update-week and PATCH /restaurants/{id}/adjust-week. */
export async function shiftSelectedMenus(restaurantIds: string[], weeks: number): Promise<WeekUpdateResult> {
  const found = new Set((await findHarvestTargets(restaurantIds)).map((t) => t.id));
  const missing = restaurantIds.filter((id) => !found.has(id));
  if (restaurantIds.length === 1 && missing.length === 1) throw notFound(`No restaurant with id '${missing[0]}'`);
  const result = weekResult(weeks, await shiftRestaurants([...found], weeks), `${found.size} ${found.size === 1 ? 'vald' : 'valda'}`);
  return missing.length ? { ...result, message: `${result.message}; ${missing.length} unknown ${missing.length === 1 ? 'restaurant' : 'restaurants'} skipped` } : result;
}

/** POST /rescrape: queues a harvest of the restaurant's lunch link (the harvest replaces the week's harvested menus). */
export async function rescrape(restaurantId: string, menuId?: string): Promise<RescrapeResult> {
  const restaurant = await findRestaurantById(restaurantId);
  if (!restaurant) throw notFound(`No restaurant with id '${restaurantId}'`, 'not_found', 'restaurantId');
  const menu = menuId ? restaurant.lunch_menus.find((m) => m._id === menuId) : undefined;
  if (menuId && !menu) throw notFound(`No menu '${menuId}' in restaurant '${restaurantId}'`, 'not_found', 'menuId');
  if (!restaurant.lunch_link?.trim()) throw invalidInput('Ingen lunch link att kontrollera', 'no_lunch_link', 'restaurantId');
  // Taken before the message goes: the harvest's outcome (lastHarvest.at) is newer, which is how the screen knows it.
  const requestedAt = now().toISOString();
  await sendHarvestMessage(restaurant, { kind: 'harvest', restaurantId, requestedBy: 'admin' });
  const warnings = [
    restaurant.ManualScraping ? 'The restaurant is marked ManualScraping: scheduled harvests skip it, this one runs because you asked' : '',
    menu && ['admin', 'owner'].includes(menuSourceOf(menu))
      ? 'That menu was entered by hand: a harvest never replaces it, and a reading for its days waits for review instead of mixing with it'
      : '',
  ].filter(Boolean);
  const queue = harvestQueueFor(restaurant);
  return {
    success: true,
    ...(warnings.length ? { warning: warnings.join('. ') } : {}),
    data: { message: `Rescrape startat: ${restaurant.name} queued for harvesting (${queue})`, queue, requestedAt },
  };
}

/** POST /refresh: harvests now; a page that cannot be fetched is logged as an error (an admin asked for it). */
export async function refreshNow(restaurantId: string): Promise<SingleExtractResult> {
  const result = await extractRestaurantNow(restaurantId);
  if (result.data?.classification === 'ACCESS_ERROR') {
    await logRequestedHarvestFailure({ service: 'admin-refresh', restaurantId, reason: result.data.error ?? result.error ?? 'the lunch page could not be fetched or read' });
  }
  return result;
}
