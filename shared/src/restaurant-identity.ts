import { foldForSearch } from './text-search';

/**
 * The duplicate rule of a new restaurant, one for every way one comes in (Google Maps insert,
 * spreadsheet import): two restaurants are the same when they share a Google place id (anywhere) or
 * their name and address within a city, compared case- and accent-insensitively. The id derived from
 * the same fields is in functions/src/services/restaurant-identity.ts (it needs a hash from node:crypto).
 */
export interface PlaceIdentity {
  city: string;
  name: string;
  address: string;
  placeId?: string;
}

/** The name-and-address half of the rule, as one comparable key. */
export function nameAddressKey(place: Pick<PlaceIdentity, 'city' | 'name' | 'address'>): string {
  return `${place.city}|${foldForSearch(place.name)}|${foldForSearch(place.address)}`;
}

/** Every key a place is known by: its name and address in the city, and its place id when it has one. */
export function identityKeys(place: PlaceIdentity): string[] {
  return [nameAddressKey(place), ...(place.placeId ? [`place|${place.placeId}`] : [])];
}
