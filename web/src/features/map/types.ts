/** A point on the restaurant map. The map knows nothing else about restaurants. */
export interface MapPlace {
  id: string;
  name: string;
  address?: string;
  lat: number;
  lng: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Spec section 9: selecting a restaurant pans the map to this zoom level. */
export const SELECTED_ZOOM = 15;
