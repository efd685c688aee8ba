/**
 * The Leaflet map itself. This module (with leaflet, react-leaflet and their CSS) is its own chunk,
 * loaded by restaurant-map.tsx with a dynamic import once the list is on screen.
 */
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import { divIcon, latLngBounds, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { CircleMarker, MapContainer, Marker, TileLayer, Tooltip, useMap, ZoomControl } from 'react-leaflet';
import { readMapTileConfig } from '../lib/map-config';
import { SELECTED_ZOOM, type LatLng, type MapPlace } from '../types';

export interface LeafletMapProps {
  places: readonly MapPlace[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Where the map starts (the city centre) and what it shows when there is nothing to list. */
  center: LatLng;
  /** Changes when a new set of results starts: the map then fits the new markers once. */
  fitKey: string;
  userLocation?: LatLng | null;
}

const DEFAULT_ZOOM = 13;
const tiles = readMapTileConfig(import.meta.env);

// CSS markers (no images: Leaflet's default marker PNGs break under bundlers and would need a CDN).
const markerIcon = divIcon({
  className: 'map-marker',
  html: '<span class="map-marker__pin"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
  tooltipAnchor: [0, -24],
});
const selectedMarkerIcon = divIcon({
  className: 'map-marker map-marker--selected',
  html: '<span class="map-marker__pin"></span>',
  iconSize: [34, 34],
  iconAnchor: [17, 34],
  tooltipAnchor: [0, -34],
});

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Fits new results, and pans to the selected restaurant at zoom 15. */
function MapViewController({ places, selectedId, center, fitKey }: Pick<LeafletMapProps, 'places' | 'selectedId' | 'center' | 'fitKey'>) {
  const map = useMap();
  const fittedKey = useRef<string | null>(null);

  useEffect(() => {
    if (selectedId) return;
    if (places.length === 0) {
      if (fittedKey.current !== fitKey) map.setView([center.lat, center.lng], DEFAULT_ZOOM, { animate: false });
      return;
    }
    if (fittedKey.current === fitKey) return; // later pages add markers; the visitor's view stays
    fittedKey.current = fitKey;
    fitToPlaces(map, places);
  }, [map, places, selectedId, center.lat, center.lng, fitKey]);

  useEffect(() => {
    const place = selectedId ? places.find((p) => p.id === selectedId) : undefined;
    if (place) map.setView([place.lat, place.lng], SELECTED_ZOOM, { animate: !prefersReducedMotion() });
    // Only a new selection moves the map; more markers arriving must not pull it back.
  }, [map, selectedId]);

  return null;
}

function fitToPlaces(map: LeafletMap, places: readonly MapPlace[]) {
  if (places.length === 1) {
    map.setView([places[0].lat, places[0].lng], SELECTED_ZOOM, { animate: false });
    return;
  }
  const bounds = latLngBounds(places.map((p) => [p.lat, p.lng] as [number, number]));
  map.fitBounds(bounds, { padding: [28, 28], maxZoom: SELECTED_ZOOM, animate: false });
}

export default function RestaurantLeafletMap({ places, selectedId, onSelect, center, fitKey, userLocation }: LeafletMapProps) {
  // Wheel zoom where the map sits beside the list; on phones the page must scroll past the map.
  const wideScreen = useMemo(() => window.matchMedia?.('(min-width: 768px)').matches ?? true, []);
  return (
    <MapContainer
      className="leaflet-map"
      center={[center.lat, center.lng]}
      zoom={DEFAULT_ZOOM}
      zoomControl={false}
      scrollWheelZoom={wideScreen}
    >
      <ZoomControl position="topright" zoomInTitle="Zooma in" zoomOutTitle="Zooma ut" />
      <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={19} />
      <MapViewController places={places} selectedId={selectedId} center={center} fitKey={fitKey} />
      {places.map((place) => {
        const selected = place.id === selectedId;
        return (
          <Marker
            key={place.id}
            position={[place.lat, place.lng]}
            icon={selected ? selectedMarkerIcon : markerIcon}
            zIndexOffset={selected ? 1000 : 0}
            title={place.name}
            // The list's "Visa på kartan" buttons are the keyboard way in; 45 marker tab stops would not help.
            keyboard={false}
            eventHandlers={{ click: () => onSelect(place.id) }}
          >
            {selected && (
              <Tooltip permanent direction="top" className="map-marker__label">
                {place.name}
              </Tooltip>
            )}
          </Marker>
        );
      })}
      {userLocation && (
        <CircleMarker
          center={[userLocation.lat, userLocation.lng]}
          radius={8}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#1a73e8', fillOpacity: 1 }}
        >
          <Tooltip direction="top">Din position</Tooltip>
        </CircleMarker>
      )}
    </MapContainer>
  );
}
