import { AI_RESPONSES } from './options';
import type { AiResponse } from './types';

/**
 * What a restaurant's stored AI response means. Older harvests stored free text ("Menu found for
 * week 47", "PDF parsed", "Ingen meny hittades"); the five categories are the standard, and the
 * analysis proposes a mapping of every other text onto them.
 */
export const AI_RESPONSE_CATEGORIES: Record<AiResponse, { displayName: string; description: string }> = {
  MENU_FOUND: { displayName: 'Meny hittad', description: "This week's menu was read for every open lunch day." },
  PARTIAL_MENU: { displayName: 'Delvis meny', description: "This week's menu was read for some lunch days only." },
  FORMAT_ONLY: {
    displayName: 'Bara format',
    description: "A lunch page (hours, prices, weekday headings) without this week's dishes, e.g. only last week's menu or a menu in an image.",
  },
  NO_MENU_FOUND: { displayName: 'Ingen meny', description: 'Nothing on the page looks like a lunch menu.' },
  ACCESS_ERROR: { displayName: 'Åtkomstfel', description: 'The page could not be fetched: refused, blocked by robots.txt, not found, too large or too slow.' },
};

export function isStandardAiResponse(value: unknown): value is AiResponse {
  return typeof value === 'string' && (AI_RESPONSES as readonly string[]).includes(value);
}

/** The stored response of a restaurant; older records use `aiResponse`. */
export function storedAiResponse(r: { AIResponse?: string | null; aiResponse?: string | null }): string | null {
  const value = r.AIResponse ?? r.aiResponse ?? null;
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Words that decide a free-text response's category, checked in this order (first match wins). */
const FREE_TEXT_RULES: [AiResponse, RegExp][] = [
  ['ACCESS_ERROR', /\b(access|forbidden|denied|blocked|robots|timeout|timed out|unreachable|error|fel|40[0-9]|50[0-9]|could not (?:fetch|load|reach)|kunde inte (?:hämta|nå|läsa))\b/i],
  ['NO_MENU_FOUND', /\b(not found|no (?:lunch )?menu|no dishes|ingen (?:lunch)?meny|hittades inte|saknas|none)\b/i],
  ['PARTIAL_MENU', /\b(partial|partly|some days|incomplete|delvis|några dagar|ofullständig)\b/i],
  ['FORMAT_ONLY', /\b(format|image|bild|opening hours|öppettider|only hours|bara|last week|förra veckan|old menu|gammal)\b/i],
  ['MENU_FOUND', /\b(found|parsed|extracted|success|ok|hittad|hittades|inläst|meny)\b/i],
];

/** The category a stored response means, or null when the text says nothing recognisable. */
export function categorizeAiResponse(text: string): AiResponse | null {
  const trimmed = text.trim();
  if (isStandardAiResponse(trimmed)) return trimmed;
  // "menu_found", "Menu Found": a category in another spelling.
  const asCategory = trimmed.toUpperCase().replace(/[\s-]+/g, '_');
  if (isStandardAiResponse(asCategory)) return asCategory;
  const spaced = trimmed.replace(/[_-]+/g, ' ');
  return FREE_TEXT_RULES.find(([, pattern]) => pattern.test(spaced))?.[0] ?? null;
}

export type AiResponseBadge = 'found' | 'partial' | 'format-only' | 'not-found' | 'access-error' | 'unclassified' | 'none';

/** The badge of each of the five categories. */
export const AI_BADGE_OF_CATEGORY: Record<AiResponse, AiResponseBadge> = {
  MENU_FOUND: 'found',
  PARTIAL_MENU: 'partial',
  FORMAT_ONLY: 'format-only',
  NO_MENU_FOUND: 'not-found',
  ACCESS_ERROR: 'access-error',
};

/** The words a badge says. */
export const AI_BADGE_LABEL: Record<AiResponseBadge, string> = {
  found: 'found',
  partial: 'partial',
  'format-only': 'format only',
  'not-found': 'not found',
  'access-error': 'access error',
  unclassified: 'unclassified',
  none: 'none',
};

/** The badge of a category as the server classified it (null: text the rule cannot read). */
export const aiBadgeOfCategory = (category: AiResponse | null): AiResponseBadge => (category ? AI_BADGE_OF_CATEGORY[category] : 'unclassified');

/**
 * The AI response badge of a stored response. It follows the five categories, read by the same rule
 * the server's analysis classifies with (categorizeAiResponse), so "No lunch menu found on page" is
 * not found, not a success for its word "found"; text the rule cannot read is unclassified, empty none.
 * (Replaces the spec's keyword reading, section 4, which read "No ... found" as success.)
 */
export function aiResponseBadge(text: string | null | undefined): AiResponseBadge {
  const value = text?.trim() ?? '';
  return value ? aiBadgeOfCategory(categorizeAiResponse(value)) : 'none';
}

/** Spec section 9: 1 - standard categories / unique responses, as a whole percentage (never below 0). */
export function unificationEfficiencyGain(standardCategories: number, uniqueResponses: number): number {
  if (uniqueResponses <= 0) return 0;
  return Math.max(0, Math.round((1 - standardCategories / uniqueResponses) * 100));
}
