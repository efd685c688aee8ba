import type { ExtractedRestaurant } from '@lunch/shared';

/** The result panel's fields while editing: text, as typed. */
export interface RestaurantDraft {
  name: string;
  city: string;
  address: string;
  phone: string;
  website: string;
  rating: string;
  reviews: string;
  longitude: string;
  latitude: string;
  placeId: string;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function toDraft(r: ExtractedRestaurant): RestaurantDraft {
  return {
    name: r.name,
    city: r.location.city,
    address: r.location.address,
    phone: r.contact.phone,
    website: r.contact.website,
    rating: text(r.rating),
    reviews: text(r.reviews),
    longitude: text(r.location.coordinates?.[0]),
    latitude: text(r.location.coordinates?.[1]),
    placeId: r.gMaps_place_id,
  };
}

/** A number typed the Swedish way or the English way ("4,5" or "4.5"); '' is none. */
function number(value: string): number | null | undefined {
  const t = value.trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

export type DraftParse = { ok: true; restaurant: ExtractedRestaurant } | { ok: false; message: string };

/** The edited restaurant, or what is wrong with the draft (numbers only; the server checks the rest). */
export function fromDraft(d: RestaurantDraft): DraftParse {
  const rating = number(d.rating);
  if (rating === undefined || (rating !== null && (rating < 0 || rating > 5))) return { ok: false, message: 'Rating must be a number from 0 to 5' };
  const reviews = number(d.reviews);
  if (reviews === undefined || (reviews !== null && (!Number.isInteger(reviews) || reviews < 0))) return { ok: false, message: 'Reviews must be a whole number' };
  const longitude = number(d.longitude);
  const latitude = number(d.latitude);
  if (longitude === undefined || latitude === undefined || (longitude === null) !== (latitude === null)) {
    return { ok: false, message: 'Coordinates need both longitude and latitude as numbers' };
  }
  if (longitude !== null && latitude !== null && (Math.abs(longitude) > 180 || Math.abs(latitude) > 90)) {
    return { ok: false, message: 'Longitude must be within ±180 and latitude within ±90' };
  }
  return {
    ok: true,
    restaurant: {
      name: d.name.trim(),
      location: { city: d.city.trim(), address: d.address.trim(), coordinates: longitude !== null && latitude !== null ? [longitude, latitude] : null },
      contact: { phone: d.phone.trim(), website: d.website.trim() },
      rating,
      reviews,
      gMaps_place_id: d.placeId.trim(),
    },
  };
}

/** The server names fields by path (location.city); the panel rows by what they show. */
export const FIELD_PATHS = {
  name: ['name'],
  city: ['location.city'],
  address: ['location.address'],
  phone: ['contact.phone'],
  website: ['contact.website'],
  rating: ['rating'],
  reviews: ['reviews'],
  coordinates: ['location.coordinates'],
  placeId: ['gMaps_place_id'],
} as const;

export type PanelField = keyof typeof FIELD_PATHS;

export const isListed = (paths: readonly string[], field: PanelField) => FIELD_PATHS[field].some((p) => paths.includes(p));
