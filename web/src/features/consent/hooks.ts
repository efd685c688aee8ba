import { useSyncExternalStore } from 'react';
import { getConsent, isConsentSettingsOpen, subscribeConsent } from './lib/consent-store';

export function useConsent() {
  return useSyncExternalStore(subscribeConsent, getConsent, () => null);
}

export function useConsentSettingsOpen() {
  return useSyncExternalStore(subscribeConsent, isConsentSettingsOpen, () => false);
}
