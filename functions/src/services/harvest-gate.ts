import {
  isPublishable,
  menusOnDays,
  type AiResponse,
  type HarvestDecision,
  type IsoDate,
  type LunchMenu,
  type MenuExtraction,
  type SeenMenuText,
} from '@lunch/shared';

/**
 * The publish gate between a harvest's reading and what visitors see (pure rules; the service that
 * acts on them is menu-harvest-service.ts). A reading is published only when it is sure of itself
 * (`isPublishable`: confident, this week's, stated or changed, not a stale page) and would not mix
 * with menus an admin or the owner entered for the same days; a reading with dishes that is not, waits
 * for review; a reading without dishes, or a page unchanged since an earlier week that states no week,
 * stores nothing.
 */

export const STALE_PAGE_REASON = 'Sidan har inte ändrats sedan en tidigare vecka och anger ingen vecka';
export const ADMIN_MENUS_DOUBT = 'Admin har lagt in menyer för samma dagar';

const NOT_STORED_REASON: Partial<Record<AiResponse, string>> = {
  NO_MENU_FOUND: 'Ingen lunchmeny hittades på sidan (NO_MENU_FOUND)',
  FORMAT_ONLY: 'Sidan har ingen meny för veckan (FORMAT_ONLY)',
};

/** Why a harvest stored nothing, from its classification (or the fetch's own error). */
export function notStoredReason(classification: AiResponse, error?: string): string {
  return error ?? NOT_STORED_REASON[classification] ?? `Inga menyer sparades (${classification})`;
}

export type GateVerdict =
  | { decision: Extract<HarvestDecision, 'published'> }
  | { decision: Extract<HarvestDecision, 'review'>; doubts: string[] }
  | { decision: Extract<HarvestDecision, 'not-stored'>; reason: string };

/** The days a reading speaks for: its dishes' days and its closed days. */
export function readingDays(reading: Pick<MenuExtraction, 'dishes' | 'closedDays'>): IsoDate[] {
  return [...new Set([...reading.dishes.map((d) => d.date), ...reading.closedDays])].sort();
}

/** What becomes of a reading, given the restaurant's menus now. */
export function gateVerdict(extraction: MenuExtraction, existingMenus: readonly LunchMenu[]): GateVerdict {
  if (extraction.evidence.unchangedSinceEarlierWeek && extraction.evidence.weekSource === 'none') return { decision: 'not-stored', reason: STALE_PAGE_REASON };
  if (extraction.dishes.length === 0) return { decision: 'not-stored', reason: notStoredReason(extraction.classification) };
  // Hand-entered menus of the same days are never replaced and never mixed with: a person decides.
  if (menusOnDays(existingMenus, readingDays(extraction), ['owner', 'admin']).length > 0) {
    return { decision: 'review', doubts: [...extraction.doubts.filter((d) => d !== ADMIN_MENUS_DOUBT), ADMIN_MENUS_DOUBT] };
  }
  return isPublishable(extraction) ? { decision: 'published' } : { decision: 'review', doubts: extraction.doubts };
}

/**
 * The menu text a restaurant has seen after this reading: the same fingerprint keeps the day it was
 * first seen (that is how a page unchanged since an earlier week is told from a changed one), a new
 * fingerprint starts today. A reading without a fingerprint leaves it as it was.
 */
export function nextMenuTextSeen(previous: SeenMenuText | undefined, fingerprint: string | undefined, today: IsoDate): SeenMenuText | undefined {
  if (!fingerprint) return previous;
  if (previous?.fingerprint === fingerprint) return previous;
  // `changed`: this text replaced a different one (a first harvest shows nothing about when the page changed).
  return { fingerprint, firstSeen: today, changed: previous !== undefined };
}
