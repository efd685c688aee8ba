/**
 * The visitor's cookie choice (the kinds of the privacy page): necessary is always on; analytics and
 * performance only with consent. Stored in localStorage, so nothing is decided before the visitor
 * chooses and the choice survives reloads.
 */
export type OptionalCookieKind = 'analytics' | 'performance';

export interface ConsentChoice {
  necessary: true;
  analytics: boolean;
  performance: boolean;
  /** When the visitor chose (ISO timestamp). */
  decidedAt: string;
  /** Bump when the cookie kinds change, so visitors are asked again. */
  version: typeof CONSENT_VERSION;
}

export const CONSENT_STORAGE_KEY = 'lunchkoll.cookie-consent';
export const CONSENT_VERSION = 1;

/** A stored choice, or null when there is none, it is unreadable or from an older version. */
export function parseConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice> | null;
    if (!value || typeof value !== 'object' || value.version !== CONSENT_VERSION) return null;
    if (typeof value.analytics !== 'boolean' || typeof value.performance !== 'boolean') return null;
    return {
      necessary: true,
      analytics: value.analytics,
      performance: value.performance,
      decidedAt: typeof value.decidedAt === 'string' ? value.decidedAt : '',
      version: CONSENT_VERSION,
    };
  } catch {
    return null;
  }
}

export function makeConsent(choice: Record<OptionalCookieKind, boolean>, now: Date = new Date()): ConsentChoice {
  return { necessary: true, analytics: choice.analytics, performance: choice.performance, decidedAt: now.toISOString(), version: CONSENT_VERSION };
}

/** Whether a kind of cookie may be used: only with a stored choice that allows it. */
export function allows(choice: ConsentChoice | null, kind: OptionalCookieKind): boolean {
  return choice?.[kind] === true;
}
