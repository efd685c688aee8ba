const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres between two points given as latitude/longitude. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * "450 m från centrum" under 900 m, otherwise "1,3 km från centrum" (one decimal, Swedish comma).
 * Measured from the visitor's own position ("Nära mig") it says "från dig" instead.
 */
export function distanceText(km: number, from: 'centre' | 'point' = 'centre'): string {
  const place = from === 'point' ? 'från dig' : 'från centrum';
  if (km < 0.9) return `${Math.round(km * 1000)} m ${place}`;
  return `${km.toLocaleString('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km ${place}`;
}
