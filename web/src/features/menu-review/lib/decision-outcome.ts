import type { ReviewDecisionResult } from '@lunch/shared';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';

/**
 * What a publish, reject or export really came to, as the screen says it: success only on the server's
 * 200 (with its message); 409 is another admin's decision, not a failure of this one; 400 belongs next
 * to the form; a lapsed session (401) is the global handler's (toast and login page).
 */
export type DecisionOutcome =
  | { kind: 'done'; text: string }
  | { kind: 'already-decided'; text: string }
  | { kind: 'invalid'; text: string }
  | { kind: 'gone'; text: string }
  | { kind: 'failed'; text: string };

export function successOutcome(action: 'approve' | 'reject', result: ReviewDecisionResult): DecisionOutcome {
  const fallback = action === 'approve' ? 'Läsningen publicerades' : 'Läsningen avvisades';
  const message = result.message?.trim() || fallback;
  return { kind: 'done', text: /[.!]$/.test(message) ? message : `${message}.` };
}

export function failureOutcome(error: unknown, fallback: string): DecisionOutcome {
  if (isHttpError(error, 409)) {
    return { kind: 'already-decided', text: `En annan admin hann besluta om läsningen först (${serverMessage(error, 'already decided')}). Listan är uppdaterad.` };
  }
  if (isHttpError(error, 400)) return { kind: 'invalid', text: `Servern godtog inte rätterna: ${serverMessage(error, 'ogiltiga uppgifter')}` };
  if (isHttpError(error, 404)) return { kind: 'gone', text: `Läsningen finns inte längre (${serverMessage(error, 'not found')}).` };
  if (isHttpError(error)) return { kind: 'failed', text: `${fallback}: ${error.status}: ${serverMessage(error, error.statusText)}` };
  return { kind: 'failed', text: `${fallback}: inget svar från servern.` };
}

/** The file name of an exported corpus page: the restaurant, week and the end of the id (its random part), safe on every file system. */
export function corpusFileName(restaurantName: string, week: string | null, id: string): string {
  const slug = restaurantName
    .toLocaleLowerCase('sv-SE')
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'restaurang'}-${week ?? 'utan-vecka'}-${id.slice(-8)}.json`;
}
