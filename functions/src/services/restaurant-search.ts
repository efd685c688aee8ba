import {
  dateOfWeekday, distanceKm, findCity, isoWeekNumber, menuFreshness, pageOffset, todayIn, toPublicView, weekdayOf, WEEKDAYS,
  type IsoDate, type RestaurantListItem, type RestaurantListQuery, type RestaurantListResponse, type Weekday,
} from '@lunch/shared';
import {
  findDaysWithRestaurants, findRestaurantCandidates, getRestaurantsByIds, type RestaurantCandidate, type RestaurantFilter,
} from '../data/restaurant-repository';
import { toPublicRestaurant } from '../data/restaurant-document';

/**
 * The public list: every restaurant of the city passing the filters, ordered by rank (highest first),
 * then by distance from the caller's point or the city centre (or, with sort=distance, nearest first
 * and then by rank), then by name and id, so pages never overlap.
 */
export async function searchRestaurants(query: RestaurantListQuery, now = new Date()): Promise<RestaurantListResponse> {
  const city = findCity(query.city)!; // the query schema only lets known cities through
  const origin = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : city;
  const today = todayIn(now);
  // Without selectedDay every restaurant of the city is listed with today's menus; with it, only
  // those serving lunch that weekday, with the menus of that day of the current ISO week.
  const day = query.selectedDay;
  const date = day ? dateOfWeekday(today, day) : today;

  const filter: RestaurantFilter = {
    city: city.name,
    day,
    date,
    search: query.search,
    price: query.price,
    cuisines: query.cuisines,
    dietaryOptions: query.dietaryOptions,
    lunchIncludes: query.lunchIncludes,
  };
  const candidates = await findRestaurantCandidates(filter);

  const distanceOf = (c: RestaurantCandidate) => distanceKm(origin, { lat: c.coordinates[1], lng: c.coordinates[0] });
  type Ranked = { c: RestaurantCandidate; distance: number };
  const byRank = (a: Ranked, b: Ranked) => b.c.rank - a.c.rank;
  const byDistance = (a: Ranked, b: Ranked) => a.distance - b.distance;
  const [first, second] = query.sort === 'distance' ? [byDistance, byRank] : [byRank, byDistance];
  const ordered = candidates
    .map((c) => ({ c, distance: distanceOf(c) }))
    .sort((a, b) => first(a, b) || second(a, b) || a.c.name.localeCompare(b.c.name, 'sv') || a.c.id.localeCompare(b.c.id));

  const offset = pageOffset(query.page, query.limit);
  const page = ordered.slice(offset, offset + query.limit);
  const documents = await getRestaurantsByIds(city.name, page.map((p) => p.c.id));
  const byId = new Map(documents.map((d) => [d.id, d]));

  const data: RestaurantListItem[] = page.flatMap(({ c, distance }) => {
    const doc = byId.get(c.id);
    if (!doc) return []; // deleted between the two reads
    const restaurant = toPublicView(toPublicRestaurant(doc), { confirmedDuring: { from: date, to: date } });
    return [{
      ...restaurant,
      lunch_menus: restaurant.lunch_menus.filter((m) => m.validFrom <= date && m.validTo >= date),
      distance: Math.round(distance * 1000) / 1000,
      distanceFrom: origin === city ? 'centre' : 'point',
      menuFreshness: menuFreshness(restaurant.lunch_menus, today),
    }];
  });

  const response: RestaurantListResponse = {
    data,
    pagination: { page: query.page, limit: query.limit, hasMore: offset + page.length < ordered.length, total: ordered.length },
    date,
    week: isoWeekNumber(date),
  };
  // A search that finds nothing on the chosen day says which other days of the week it would find
  // something; the extra query runs only then, so a search with results costs what it did.
  if (query.search && candidates.length === 0) response.otherDays = await otherDaysWithResults(filter, day ?? weekdayOf(today), today);
  return response;
}

/** The days of the current ISO week other than `chosen` (Monday to Sunday) whose list for `filter` is not empty. */
function otherDaysWithResults(filter: RestaurantFilter, chosen: Weekday, today: IsoDate): Promise<Weekday[]> {
  const days = WEEKDAYS.filter((d) => d !== chosen).map((d) => ({ day: d, date: dateOfWeekday(today, d) }));
  return findDaysWithRestaurants(filter, days);
}
