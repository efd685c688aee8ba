import { container } from './cosmos-client';
import { withoutSystemFields } from './cosmos-helpers';

export interface AuditEntry {
  id: string;
  /** Partition key: the UTC day of the action. */
  day: string;
  at: string;
  actor: string;
  action: string;
  method: string;
  /** The record the action touched (route parameters such as id, menuId). */
  record: Record<string, string>;
  /** What changed, for actions that say more than their route (owners' actions: restaurant, fields). */
  changes?: Record<string, unknown>;
}

export async function appendAuditEntry(entry: AuditEntry): Promise<void> {
  await (await container('auditLog')).items.create(entry);
}

/** A day's entries, newest first. */
export async function listAuditEntries(day: string): Promise<AuditEntry[]> {
  const { resources } = await (await container('auditLog')).items
    .query<AuditEntry>({ query: 'SELECT * FROM c WHERE c.day = @day ORDER BY c.at DESC', parameters: [{ name: '@day', value: day }] }, { partitionKey: day })
    .fetchAll();
  return resources.map(withoutSystemFields);
}
