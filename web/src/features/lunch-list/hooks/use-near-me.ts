import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '../../../lib/analytics';

export type NearMeStatus = 'off' | 'locating' | 'on' | 'denied';

export interface NearMe {
  supported: boolean;
  status: NearMeStatus;
  /** The visitor's position, rounded to about 10 m (kept in memory only, never in the URL). */
  position: { lat: number; lng: number } | null;
  toggle: () => void;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * "Nära mig": distances (and the distance part of the ordering) from the visitor's position instead
 * of the city centre. A refusal or a failure falls back to the centre and says so.
 */
export function useNearMe(): NearMe {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [status, setStatus] = useState<NearMeStatus>('off');
  const [position, setPosition] = useState<NearMe['position']>(null);
  const request = useRef(0);

  useEffect(
    () => () => {
      request.current += 1; // a late answer after leaving the page is ignored
    },
    [],
  );

  const toggle = useCallback(() => {
    const ticket = ++request.current;
    if (status === 'on' || status === 'locating') {
      setStatus('off');
      setPosition(null);
      track({ name: 'filter_use', filter: 'nearMe', value: 'off' });
      return;
    }
    if (!supported) return;
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (found) => {
        if (ticket !== request.current) return;
        setPosition({ lat: round(found.coords.latitude), lng: round(found.coords.longitude) });
        setStatus('on');
        track({ name: 'filter_use', filter: 'nearMe', value: 'on' });
      },
      () => {
        if (ticket !== request.current) return;
        setPosition(null);
        setStatus('denied');
        track({ name: 'filter_use', filter: 'nearMe', value: 'denied' });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  }, [status, supported]);

  return { supported, status, position, toggle };
}
