import type { ScrapeLunchLinkResult } from '@lunch/shared';

/** Spec section 4, lunch-link check per restaurant: checking, then found, not-found or error. */
export type LinkCheckState =
  | { status: 'checking' }
  | { status: 'found'; message: string; matchedWords: string[] }
  | { status: 'not-found'; message: string; matchedWords: string[] }
  /** message: '{status}: {server message}'; reason: why, without the spec's 'Failed to scrape lunch link' prefix; fetchFailed: the page itself could not be fetched (502). */
  | { status: 'error'; message: string; reason: string; fetchFailed: boolean };

/** A check that has ended. */
export type FinishedLinkCheck = Exclude<LinkCheckState, { status: 'checking' }>;

export const linkCheckFromResult = (result: ScrapeLunchLinkResult): FinishedLinkCheck => ({
  status: result.found ? 'found' : 'not-found',
  message: result.message,
  matchedWords: result.matchedWords ?? [],
});

const SCRAPE_FAILED = 'Failed to scrape lunch link';

/** A failed check: the server's message (or the spec's default), and whether the page was what could not be fetched. */
export function linkCheckError(status: number | undefined, serverText: string | undefined): FinishedLinkCheck {
  const text = serverText?.trim() || SCRAPE_FAILED;
  const reason = text.startsWith(`${SCRAPE_FAILED}: `) ? text.slice(SCRAPE_FAILED.length + 2) : text;
  return { status: 'error', message: status ? `${status}: ${text}` : text, reason, fetchFailed: status === 502 };
}

/**
 * The toast of a card's single check: what the check found, never a bare "updated": the menu words
 * it found, that it found none (and what little there was), or that the page could not be fetched and why.
 */
export function linkCheckToast(state: FinishedLinkCheck): { title: string; description: string; variant: 'success' | 'error' } {
  const title = 'Lunch link check';
  switch (state.status) {
    case 'found':
      return { title, description: `Menu words found: ${state.matchedWords.join(', ')}`, variant: 'success' };
    case 'not-found':
      return {
        title,
        description: state.matchedWords.length ? `No menu words found (the page has only: ${state.matchedWords.join(', ')})` : 'No menu words found on the page',
        variant: 'error',
      };
    case 'error':
      return { title, description: state.fetchFailed ? `The page could not be fetched: ${state.reason}` : `The check failed: ${state.message}`, variant: 'error' };
  }
}

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
