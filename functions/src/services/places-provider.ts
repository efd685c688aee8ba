import { getConfig } from '../config';

/**
 * The optional places provider of the maps import: Google Places API (New), used only when
 * GOOGLE_PLACES_API_KEY is set. It only ever calls the configured Places endpoint and Google's own
 * short-link host, never an address the admin typed.
 */
export interface PlaceDetails {
  name?: string;
  address?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
  phone?: string;
  website?: string;
  rating?: number;
  reviews?: number;
  placeId?: string;
}

interface PlacesApiPlace {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  addressComponents?: { longText?: string; types?: string[] }[];
  location?: { latitude?: number; longitude?: number };
  nationalPhoneNumber?: string;
  websiteUri?: string;
  rating?: number;
  userRatingCount?: number;
}

const FIELD_MASK = 'id,displayName,formattedAddress,addressComponents,location,nationalPhoneNumber,websiteUri,rating,userRatingCount';
const TIMEOUT_MS = 10_000;

export function placesProviderConfigured(): boolean {
  return getConfig().placesProvider !== undefined;
}

function toDetails(place: PlacesApiPlace): PlaceDetails {
  const component = (type: string) => place.addressComponents?.find((c) => c.types?.includes(type))?.longText;
  const street = [component('route'), component('street_number')].filter(Boolean).join(' ');
  return {
    placeId: place.id,
    name: place.displayName?.text,
    address: street || place.formattedAddress?.split(',')[0],
    city: component('postal_town') ?? component('locality'),
    latitude: place.location?.latitude,
    longitude: place.location?.longitude,
    phone: place.nationalPhoneNumber,
    website: place.websiteUri,
    rating: place.rating,
    reviews: place.userRatingCount,
  };
}

async function callPlaces(path: string, init: RequestInit): Promise<PlacesApiPlace | undefined> {
  const provider = getConfig().placesProvider;
  if (!provider) return undefined;
  const res = await fetch(new URL(path, provider.endpoint), {
    ...init,
    headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': provider.apiKey, 'X-Goog-FieldMask': init.method === 'POST' ? FIELD_MASK.split(',').map((f) => `places.${f}`).join(',') : FIELD_MASK },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`Places API answered ${res.status}`);
  const body = (await res.json()) as PlacesApiPlace & { places?: PlacesApiPlace[] };
  return init.method === 'POST' ? body.places?.[0] : body;
}

/** Details by place id, or by the best text match near the given point. */
export async function lookUpPlace(query: { placeId?: string; name?: string; latitude?: number; longitude?: number }): Promise<PlaceDetails | undefined> {
  if (query.placeId) return mapped(await callPlaces(`/v1/places/${encodeURIComponent(query.placeId)}`, { method: 'GET' }));
  if (!query.name) return undefined;
  const body: Record<string, unknown> = { textQuery: query.name, languageCode: 'sv', maxResultCount: 1 };
  if (query.latitude !== undefined && query.longitude !== undefined) {
    body.locationBias = { circle: { center: { latitude: query.latitude, longitude: query.longitude }, radius: 500 } };
  }
  return mapped(await callPlaces('/v1/places:searchText', { method: 'POST', body: JSON.stringify(body) }));
}

const mapped = (place: PlacesApiPlace | undefined) => (place ? toDetails(place) : undefined);

/** Where a maps.app.goo.gl short link points (one request to Google's short-link host, no redirect followed). */
export async function expandShortLink(shortUrl: string): Promise<string | undefined> {
  const url = new URL(shortUrl);
  if (url.hostname !== 'maps.app.goo.gl' && url.hostname !== 'goo.gl') return undefined;
  url.protocol = 'https:';
  const res = await fetch(url, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  return res.headers.get('location') ?? undefined;
}
