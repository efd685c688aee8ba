import type { MapPlace } from '../types';

/**
 * A link that opens the place in Google Maps (a new tab): a search for the name plus the address, or
 * the name plus the coordinates when the address is missing. Uses the documented, key-free
 * "Maps URLs" form, which also opens the Google Maps app on phones.
 */
export function mapsSearchUrl(place: Pick<MapPlace, 'name' | 'address' | 'lat' | 'lng'>): string {
  const address = place.address?.trim();
  const where = address || `${round(place.lat)},${round(place.lng)}`;
  const query = `${place.name.trim()}, ${where}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

function round(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}
