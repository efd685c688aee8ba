import { SWEDISH_WEEKDAYS, svCount, svNoun, type Weekday } from '@lunch/shared';

/** Day buttons: the short label shown, the full name for screen readers. */
export const DAY_LABELS: Record<Weekday, { short: string; long: string }> = SWEDISH_WEEKDAYS;

export function restaurantsWord(count: number): string {
  return svNoun(count, 'restaurang', 'restauranger');
}

export type SearchState =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; total: number; shown: number };

/**
 * The notice under the search box, describing what a search found:
 * 'Visar 7 restauranger för "pasta"', 'Visar 12 av 30 restauranger för "soppa"', 'Inga träffar för "xyz"'.
 */
export function searchNoticeText(term: string, state: SearchState): string {
  if (!term) return '';
  const quoted = `"${term}"`;
  switch (state.status) {
    case 'pending':
      return `Söker efter ${quoted}...`;
    case 'error':
      return '';
    case 'success':
      if (state.total === 0) return `Inga träffar för ${quoted}`;
      if (state.shown < state.total) return `Visar ${state.shown} av ${state.total} restauranger för ${quoted}`;
      return `Visar ${svCount(state.total, 'restaurang', 'restauranger')} för ${quoted}`;
  }
}
