import { randomUUID } from 'node:crypto';
import { now } from '../app/clock';
import { appendAuditEntry } from '../data/audit-repository';
import type { Caller } from './auth-service';

/** Who did what to which record, when: read by the monitoring screen. */
export async function recordAdminAction(input: { caller: Caller; action: string; method: string; params: Record<string, string> }): Promise<void> {
  const at = now().toISOString();
  await appendAuditEntry({
    id: randomUUID(),
    day: at.slice(0, 10),
    at,
    actor: input.caller.username,
    action: input.action,
    method: input.method,
    record: { ...input.params },
  });
}

/**
 * An action of a restaurant owner (or done to one: an invitation accepted, an owner removed): who,
 * when, which restaurant and what changed. Owner routes are not admin routes, so declareHttp does not
 * audit them; their services call this.
 */
export async function recordOwnerAction(input: { actor: string; action: string; restaurantId: string; method?: string; changes?: Record<string, unknown> }): Promise<void> {
  const at = now().toISOString();
  await appendAuditEntry({
    id: randomUUID(),
    day: at.slice(0, 10),
    at,
    actor: input.actor,
    action: input.action,
    method: input.method ?? 'POST',
    record: { restaurantId: input.restaurantId },
    ...(input.changes ? { changes: input.changes } : {}),
  });
}
