import { CITIES, distanceKm, foldForSearch, parseMapsUrl, type ExtractGmapsResponse, type ExtractedRestaurant, type InsertRestaurantInput, type Restaurant } from '@lunch/shared';
import { now } from '../app/clock';
import { conflict, invalidInput } from '../app/domain-error';
import { findDuplicateRestaurant, insertNewRestaurant } from '../data/restaurant-insert-repository';
import { newRestaurantRecord } from './restaurant-identity';
import { expandShortLink, lookUpPlace, placesProviderConfigured, type PlaceDetails } from './places-provider';

/** How far from a city centre a place may be to count as in that city. */
const CITY_RADIUS_KM = 25;

function nearestCity(latitude: number, longitude: number): string | undefined {
  const ranked = CITIES.map((c) => ({ name: c.name, km: distanceKm({ lat: latitude, lng: longitude }, c) })).sort((a, b) => a.km - b.km);
  return ranked[0].km <= CITY_RADIUS_KM ? ranked[0].name : undefined;
}

/** POST /api/admin/extract-gmaps-data: what the URL holds, plus the provider's details when one is configured. */
export async function extractFromMapsUrl(input: string): Promise<ExtractGmapsResponse> {
  let parsed = parseMapsUrl(input);
  if (!parsed.ok) throw invalidInput(parsed.message, 'bad_request', 'url');
  if (parsed.kind === 'short-link') {
    if (!placesProviderConfigured()) {
      throw invalidInput('Short links (maps.app.goo.gl) hold no place data and no places provider is configured: open the link and paste the full google.com/maps address', 'bad_request', 'url');
    }
    const target = await expandShortLink(parsed.url).catch(() => undefined);
    parsed = target ? parseMapsUrl(target) : { ok: false, message: 'The short link could not be opened' };
    if (!parsed.ok || parsed.kind === 'short-link') throw invalidInput(parsed.ok ? 'The short link does not lead to a place' : parsed.message, 'bad_request', 'url');
  }

  let details: PlaceDetails | undefined;
  if (placesProviderConfigured()) {
    details = await lookUpPlace({ placeId: parsed.placeId, name: parsed.name, latitude: parsed.latitude, longitude: parsed.longitude }).catch(() => undefined);
  }
  const latitude = details?.latitude ?? parsed.latitude;
  const longitude = details?.longitude ?? parsed.longitude;
  const providerCity = details?.city ? CITIES.find((c) => foldForSearch(c.name) === foldForSearch(details!.city!))?.name : undefined;
  const derivedCity = !providerCity && latitude !== undefined && longitude !== undefined ? nearestCity(latitude, longitude) : undefined;

  const restaurant: ExtractedRestaurant = {
    name: details?.name ?? parsed.name ?? '',
    location: {
      city: providerCity ?? derivedCity ?? '',
      address: details?.address ?? '',
      coordinates: latitude !== undefined && longitude !== undefined ? [longitude, latitude] : null,
    },
    contact: { phone: details?.phone ?? '', website: details?.website ?? '' },
    rating: details?.rating ?? null,
    reviews: details?.reviews ?? null,
    gMaps_place_id: details?.placeId ?? parsed.placeId ?? parsed.cid ?? '',
  };
  const missingFields = [
    ['name', restaurant.name],
    ['location.city', restaurant.location.city],
    ['location.address', restaurant.location.address],
    ['location.coordinates', restaurant.location.coordinates],
    ['contact.phone', restaurant.contact.phone],
    ['contact.website', restaurant.contact.website],
    ['rating', restaurant.rating],
    ['reviews', restaurant.reviews],
    ['gMaps_place_id', restaurant.gMaps_place_id],
  ]
    .filter(([, v]) => v === '' || v === null)
    .map(([k]) => k as string);
  const message = details
    ? 'Data extracted successfully'
    : placesProviderConfigured()
      ? 'Data extracted from the URL; the places provider found nothing more: fill in the empty fields'
      : 'Data extracted from the URL only (no places provider configured): fill in the empty fields';
  return { restaurant, missingFields, derivedFields: derivedCity ? ['location.city'] : [], message };
}

/** POST /api/admin/insert-restaurant: a new restaurant, marked NEW for review; a duplicate is a 409. */
export async function insertRestaurant(input: InsertRestaurantInput): Promise<Restaurant> {
  const duplicate = await findDuplicateRestaurant({ placeId: input.gMaps_place_id || undefined, city: input.location.city, name: input.name, address: input.location.address });
  if (duplicate) throw conflict(`The restaurant already exists: ${duplicate.name} (${duplicate.city}, id ${duplicate.id})`);
  const place = { city: input.location.city, name: input.name, address: input.location.address, placeId: input.gMaps_place_id || undefined };
  const restaurant: Restaurant = {
    ...newRestaurantRecord({ ...place, coordinates: input.location.coordinates }, now().toISOString()),
    contact: { phone: input.contact.phone, website: input.contact.website },
    rating: input.rating ?? 0,
    reviewCount: input.reviews ?? 0,
  };
  const inserted = await insertNewRestaurant(restaurant);
  if (!inserted) throw conflict(`The restaurant already exists (id ${restaurant.id})`);
  return restaurant;
}
