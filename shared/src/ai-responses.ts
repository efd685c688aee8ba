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

export type AiResponseBadge = 'success' | 'failed' | 'partial' | 'none';

/**
 * Spec section 4, "AI response badge from text": 'found' or 'parsed' is success, 'not found' failed,
 * other text partial, empty none. The five categories are read by meaning first (NO_MENU_FOUND
 * contains "found" but is a failure), and "not found" is checked before "found".
 */
export function aiResponseBadge(text: string | null | undefined): AiResponseBadge {
  const value = text?.trim() ?? '';
  if (!value) return 'none';
  if (value === 'MENU_FOUND') return 'success';
  if (value === 'NO_MENU_FOUND' || value === 'ACCESS_ERROR') return 'failed';
  if (value === 'PARTIAL_MENU' || value === 'FORMAT_ONLY') return 'partial';
  const lower = value.toLowerCase();
  if (lower.includes('not found')) return 'failed';
  if (lower.includes('found') || lower.includes('parsed')) return 'success';
  return 'partial';
}

/** Spec section 9: 1 - standard categories / unique responses, as a whole percentage (never below 0). */
export function unificationEfficiencyGain(standardCategories: number, uniqueResponses: number): number {
  if (uniqueResponses <= 0) return 0;
  return Math.max(0, Math.round((1 - standardCategories / uniqueResponses) * 100));
}
