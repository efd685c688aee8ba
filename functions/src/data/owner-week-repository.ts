import type { OwnerWeek, OwnerWeekInput } from '@lunch/shared';
import { container } from './cosmos-client';
import { isStatus, readItem, withoutSystemFields } from './cosmos-helpers';

/**
 * Owners' weeks (container ownerWeeks, pk /restaurantId, id `${restaurantId}.${isoWeek}`). Every
 * write is conditioned on the etag the editor last saw, so two phones editing one week never
 * silently overwrite each other: the second gets 'stale' and reloads.
 */
export interface StoredOwnerWeek extends OwnerWeek {
  id: string;
  /** What was last published (the draft's fields then): tells whether the draft has unpublished changes. */
  published?: OwnerWeekInput;
}

export type OwnerWeekWrite = { ok: true; week: StoredOwnerWeek; etag: string } | { ok: false; reason: 'stale' };

export const ownerWeekId = (restaurantId: string, week: string) => `${restaurantId}.${week}`;

const etagOf = (item: object) => (item as { _etag?: string })._etag ?? '';

export async function readOwnerWeek(restaurantId: string, week: string): Promise<{ week: StoredOwnerWeek; etag: string } | undefined> {
  const found = await readItem<StoredOwnerWeek>(await container('ownerWeeks'), ownerWeekId(restaurantId, week), restaurantId);
  return found && { week: withoutSystemFields(found), etag: etagOf(found) };
}

/** The stored weeks among `weeks` of one restaurant (one single-partition query). */
export async function readOwnerWeeks(restaurantId: string, weeks: string[]): Promise<StoredOwnerWeek[]> {
  const { resources } = await (await container('ownerWeeks')).items
    .query<StoredOwnerWeek>(
      { query: 'SELECT * FROM c WHERE c.restaurantId = @r AND ARRAY_CONTAINS(@weeks, c.week)', parameters: [{ name: '@r', value: restaurantId }, { name: '@weeks', value: weeks }] },
      { partitionKey: restaurantId },
    )
    .fetchAll();
  return resources.map(withoutSystemFields);
}

/** Creates the week; 'stale' when it exists already (someone else created it first). */
export async function createOwnerWeek(week: StoredOwnerWeek): Promise<OwnerWeekWrite> {
  try {
    const { resource } = await (await container('ownerWeeks')).items.create(week);
    return { ok: true, week: withoutSystemFields(resource as StoredOwnerWeek), etag: etagOf(resource ?? {}) };
  } catch (err) {
    if (isStatus(err, 409)) return { ok: false, reason: 'stale' };
    throw err;
  }
}

/** Replaces the week only if it is still the version `etag` names; 'stale' when it changed or is gone. */
export async function replaceOwnerWeek(week: StoredOwnerWeek, etag: string): Promise<OwnerWeekWrite> {
  try {
    const { resource } = await (await container('ownerWeeks')).item(week.id, week.restaurantId).replace(week, { accessCondition: { type: 'IfMatch', condition: etag } });
    return { ok: true, week: withoutSystemFields(resource as StoredOwnerWeek), etag: etagOf(resource ?? {}) };
  } catch (err) {
    if (isStatus(err, 412) || isStatus(err, 404)) return { ok: false, reason: 'stale' };
    throw err;
  }
}
