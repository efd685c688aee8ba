import type { InvocationContext } from '@azure/functions';
import { logIdOf, writeLog } from './log-service';
import type { ErrorMessage } from '../workflow/worker-messages';

/**
 * The error worker: records a failure reported by another worker in the log store, with the
 * restaurant, the step and the reason. The entry's id comes from the report itself (service, step,
 * failed message and delivery, reason; the report's time when it names no message), so a report delivered twice is one entry. Unlike writeLog's
 * background use, a failed store write throws here: the report comes back and is tried again.
 */
export async function handleErrorMessage(message: ErrorMessage, context: InvocationContext): Promise<void> {
  const id = logIdOf('failure', message.service, message.step, message.restaurantId, message.messageId, message.dequeueCount, message.reason, message.messageId ? '' : message.at);
  const where = message.restaurantId ? ` (restaurant ${message.restaurantId})` : '';
  const entry = {
    id,
    timestamp: message.at,
    level: message.poisoned ? ('error' as const) : ('warn' as const),
    type: 'error' as const,
    service: message.service,
    message: `${message.step} failed${where}: ${message.reason}`,
    context: {
      step: message.step,
      ...(message.restaurantId ? { restaurantId: message.restaurantId } : {}),
      reason: message.reason,
      ...(message.queue ? { queue: message.queue } : {}),
      ...(message.messageId ? { messageId: message.messageId } : {}),
      ...(message.dequeueCount !== undefined ? { dequeueCount: message.dequeueCount } : {}),
      ...(message.poisoned ? { poisoned: true } : {}),
      reportedAt: message.at,
    },
  };
  // The timestamp is the failure's own time, so a retried report is the same entry in the same day.
  await writeLog(entry, context, { rethrow: true });
}
