import { mapsSearchUrl } from '../lib/maps-link';
import type { MapPlace } from '../types';

/** "Öppna i Google Maps": the place in a maps service, in a new tab. */
export function MapsLink({ place, className }: { place: Pick<MapPlace, 'name' | 'address' | 'lat' | 'lng'>; className?: string }) {
  return (
    <a className={className} href={mapsSearchUrl(place)} target="_blank" rel="noopener noreferrer">
      Öppna i Google Maps<span className="visually-hidden"> ({place.name}, öppnas i en ny flik)</span>
    </a>
  );
}
