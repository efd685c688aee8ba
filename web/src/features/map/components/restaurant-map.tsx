import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import type { LeafletMapProps } from './leaflet-map';
import './restaurant-map.css';

// Leaflet and react-leaflet are about half of what the list page would otherwise download: they
// come in their own chunk, so the list is usable before the map library arrives.
const LeafletMap = lazy(() => import('./leaflet-map'));

function MapPlaceholder({ text }: { text: string }) {
  return (
    <div className="restaurant-map__placeholder">
      <span>{text}</span>
    </div>
  );
}

/** Starts loading the map chunk once the browser has painted the page and has a moment to spare. */
function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 800 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 150);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

/** The restaurant map: beside the list on wide screens, above it (300 px high) on phones. */
export function RestaurantMap(props: LeafletMapProps & { label: string }) {
  const { label, ...mapProps } = props;
  const idle = useWhenIdle();
  return (
    <section className="restaurant-map" aria-label={label}>
      {idle ? (
        <ErrorBoundary fallback={<MapPlaceholder text="Kartan kunde inte laddas." />}>
          <Suspense fallback={<MapPlaceholder text="Laddar karta..." />}>
            <LeafletMap {...mapProps} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <MapPlaceholder text="Laddar karta..." />
      )}
    </section>
  );
}
