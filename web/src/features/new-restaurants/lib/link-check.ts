import type { ScrapeLunchLinkResult } from '@lunch/shared';

/** Spec section 4, lunch-link check per restaurant: checking, then found, not-found or error. */
export type LinkCheckState =
  | { status: 'checking' }
  | { status: 'found'; message: string; matchedWords: string[] }
  | { status: 'not-found'; message: string }
  | { status: 'error'; message: string };

export const linkCheckFromResult = (result: ScrapeLunchLinkResult): LinkCheckState =>
  result.found ? { status: 'found', message: result.message, matchedWords: result.matchedWords ?? [] } : { status: 'not-found', message: result.message };

/** The icon (decorative) and the words that say the same to everyone. */
export function linkCheckLabel(state: LinkCheckState): { icon: string; text: string } {
  switch (state.status) {
    case 'checking':
      return { icon: '…', text: 'Checking lunch link…' };
    case 'found':
      return { icon: '✓', text: state.matchedWords.length ? `Lunch menu found (${state.matchedWords.slice(0, 6).join(', ')})` : 'Lunch menu found' };
    case 'not-found':
      return { icon: '✗', text: 'No lunch menu found' };
    case 'error':
      return { icon: '⚠', text: `Check failed: ${state.message}` };
  }
}

interface Linkable {
  id: string;
  lunch_link?: string;
}

/**
 * Which restaurants the bulk 'Check lunch links' checks: the selected ones among those shown, or every
 * shown one when none is selected; split into those with a link and those without.
 */
export function linkCheckTargets<T extends Linkable>(visible: T[], selectedIds: ReadonlySet<string>): { withLink: T[]; withoutLink: T[] } {
  const picked = visible.some((r) => selectedIds.has(r.id)) ? visible.filter((r) => selectedIds.has(r.id)) : visible;
  return {
    withLink: picked.filter((r) => r.lunch_link?.trim()),
    withoutLink: picked.filter((r) => !r.lunch_link?.trim()),
  };
}

export interface LinkCheckSummary {
  found: number;
  notFound: number;
  errors: number;
  withoutLink: number;
  text: string;
}

/** Spec section 8: a bulk check summarises found, not found and errors (and says how many had no link). */
export function summarizeLinkChecks(states: LinkCheckState[], withoutLink = 0): LinkCheckSummary {
  const count = (status: LinkCheckState['status']) => states.filter((s) => s.status === status).length;
  const found = count('found');
  const notFound = count('not-found');
  const errors = count('error');
  const noLink = withoutLink > 0 ? `, ${withoutLink} without a lunch link` : '';
  return { found, notFound, errors, withoutLink, text: `${found} found, ${notFound} not found, ${errors} ${errors === 1 ? 'error' : 'errors'}${noLink}` };
}

/** Runs `task` over the items, at most `limit` at a time, and resolves when all are done (tasks must not reject). */
export async function runPool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
