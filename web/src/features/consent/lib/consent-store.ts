import { CONSENT_STORAGE_KEY, makeConsent, parseConsent, type ConsentChoice, type OptionalCookieKind } from './consent';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser: no choice can be kept, so nothing is allowed
  }
}

let current: ConsentChoice | null = parseConsent(storage()?.getItem(CONSENT_STORAGE_KEY) ?? null);
/** Whether the visitor asked to see the choices again (footer or privacy page). */
let settingsOpen = false;

function notify() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // A choice made in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== CONSENT_STORAGE_KEY) return;
    current = parseConsent(event.newValue);
    notify();
  });
}

export function getConsent(): ConsentChoice | null {
  return current;
}

export function hasConsent(kind: OptionalCookieKind): boolean {
  return current?.[kind] === true;
}

export function saveConsent(choice: Record<OptionalCookieKind, boolean>): void {
  current = makeConsent(choice);
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(current));
  } catch {
    /* quota or privacy mode: the choice holds for this page view */
  }
  settingsOpen = false;
  notify();
}

export function isConsentSettingsOpen(): boolean {
  return settingsOpen;
}

export function openConsentSettings(): void {
  settingsOpen = true;
  notify();
}

export function closeConsentSettings(): void {
  settingsOpen = false;
  notify();
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
