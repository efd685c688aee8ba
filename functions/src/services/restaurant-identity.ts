import { createHash } from 'node:crypto';
import { foldForSearch, type PlaceIdentity, type Restaurant } from '@lunch/shared';

/**
 * A new restaurant's id and defaults, one rule for every entry path (Google Maps insert, spreadsheet
 * import). The id is derived from the place (the Google place id, else name and address) within the
 * city, so the same place entered twice, or entered one way and imported the other, collides instead
 * of doubling. The duplicate rule on the same fields is shared/src/restaurant-identity.ts.
 */
export function restaurantIdFor(place: PlaceIdentity): string {
  const key = place.placeId || `${foldForSearch(place.name)}|${foldForSearch(place.address)}`;
  const citySlug = foldForSearch(place.city).replace(/[^a-z0-9]+/g, '-');
  return `${citySlug}-${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

/**
 * A new restaurant with the defaults every entry path shares: NEW (for the New-restaurants tab),
 * weekly menus harvested in the morning, nothing else known yet. Callers add what their source knows.
 */
export function newRestaurantRecord(place: PlaceIdentity & { coordinates: [number, number] }, at: string): Restaurant {
  const id = restaurantIdFor(place);
  return {
    id,
    _id: id,
    name: place.name,
    city: place.city,
    location: { address: place.address, city: place.city, coordinates: place.coordinates },
    contact: {},
    cuisines: [],
    dietaryOptions: [],
    lunch_includes: [],
    tags: [],
    fallback_price: 0,
    lunch_hours: [],
    lunch_menus: [],
    rating: 0,
    reviewCount: 0,
    images: [],
    features: [],
    rank: 0,
    menuPeriodicity: 'Weekly',
    scrapingTime: 'MORNING',
    NEW: true,
    ...(place.placeId ? { gMaps_place_id: place.placeId } : {}),
    updatedAt: at,
  };
}
