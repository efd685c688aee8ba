import type { ClientErrorInput } from '@lunch/shared';
import { writeLog } from './log-service';
import { perMinuteLimit } from './per-minute-limit';

/**
 * Client errors reported by the web app's error boundary, stored as `client_error` log entries.
 * No personal data: the client address is used for the rate limit only and never stored; query
 * strings and fragments are cut from the path and from URLs in the stacks; e-mail addresses and long
 * digit runs (phone or card numbers) are masked.
 *
 * The rate limit is per instance, in memory (per client address: CLIENT_ERRORS_PER_MINUTE, plus a
 * global cap): enough to keep one broken page or one abuser from filling the log store; with several
 * instances in Azure each keeps its own count.
 */
export const CLIENT_ERRORS_PER_MINUTE = 10;
/** Whether this address may report now; counts the report. */
export const clientErrorAllowed = perMinuteLimit(CLIENT_ERRORS_PER_MINUTE, 300);

/** Removes what could identify a person from reported text. */
export function scrubClientText(text: string): string {
  return text
    .replace(/(https?:\/\/[^\s?#)]+)[?#][^\s)]*/g, '$1')
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '[email]')
    .replace(/\d[\d -]{7,}\d/g, '[number]');
}

export async function recordClientError(input: ClientErrorInput): Promise<void> {
  const path = input.path ? scrubClientText(input.path.split(/[?#]/)[0]) : undefined;
  await writeLog({
    level: 'error',
    type: 'client_error',
    service: 'web',
    message: scrubClientText(input.message),
    ...(path ? { endpoint: path } : {}),
    context: {
      ...(path ? { path } : {}),
      ...(input.stack ? { stack: scrubClientText(input.stack) } : {}),
      ...(input.componentStack ? { componentStack: scrubClientText(input.componentStack) } : {}),
    },
  });
}
