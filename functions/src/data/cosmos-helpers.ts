import { ErrorResponse, type Container, type ItemDefinition } from '@azure/cosmos';

/** A point read that answers undefined for a missing item instead of throwing. */
export async function readItem<T extends object>(container: Container, id: string, partitionKey: string): Promise<T | undefined> {
  try {
    const { resource } = await container.item(id, partitionKey).read<T>();
    return resource ?? undefined;
  } catch (err) {
    if (isStatus(err, 404)) return undefined;
    throw err;
  }
}

/** Deletes an item; a missing one counts as deleted (retries are harmless). */
export async function deleteItem(container: Container, id: string, partitionKey: string): Promise<boolean> {
  try {
    await container.item(id, partitionKey).delete();
    return true;
  } catch (err) {
    if (isStatus(err, 404)) return false;
    throw err;
  }
}

/** Deletes an item only if it is still the version read: 'changed' when someone wrote it since. */
export async function deleteItemIfUnchanged(container: Container, id: string, partitionKey: string, etag: string): Promise<'deleted' | 'gone' | 'changed'> {
  try {
    await container.item(id, partitionKey).delete({ accessCondition: { type: 'IfMatch', condition: etag } });
    return 'deleted';
  } catch (err) {
    if (isStatus(err, 404)) return 'gone';
    if (isStatus(err, 412)) return 'changed';
    throw err;
  }
}

const MAX_UPDATE_TRIES = 30;

export class KeptChangingError extends Error {}

/**
 * Read-modify-write of one item with optimistic concurrency: `mutate` gets the current document and
 * its result replaces it only if nobody wrote the item in between (IfMatch on the etag read). When
 * someone did (412), the item is read again and `mutate` runs again on the fresh document, so
 * concurrent changes to different parts all survive. A replace never creates: an item deleted
 * meanwhile stays deleted and the answer is undefined, as for an item that was never there.
 * `mutate` must be a pure function of the document it gets; it may throw to abort, or return the
 * very object it got to write nothing. `current` saves the first read when the caller already has it.
 */
export async function updateWithRetry<T extends object>(
  container: Container,
  id: string,
  partitionKey: string,
  mutate: (current: T) => T,
  options: { current?: T } = {},
): Promise<T | undefined> {
  let current = options.current ?? (await readItem<T>(container, id, partitionKey));
  for (let attempt = 0; attempt < MAX_UPDATE_TRIES; attempt++) {
    if (!current) return undefined;
    const next = mutate(current);
    if (next === current) return current;
    try {
      const body = withoutSystemFields(next) as ItemDefinition;
      const { resource } = await container.item(id, partitionKey).replace(body, { accessCondition: { type: 'IfMatch', condition: etagOf(current) } });
      return (resource as T | undefined) ?? next;
    } catch (err) {
      if (isStatus(err, 404)) return undefined;
      if (!isStatus(err, 412)) throw err;
      await sleep(Math.random() * Math.min(200, 10 * 2 ** attempt)); // jittered back-off spreads the retries of a burst
    }
    current = await readItem<T>(container, id, partitionKey);
  }
  throw new KeptChangingError(`Item ${id} kept changing under ${MAX_UPDATE_TRIES} tries`);
}

function etagOf(item: object): string {
  const etag = (item as { _etag?: unknown })._etag;
  if (typeof etag !== 'string') throw new Error('updateWithRetry needs the stored document (with its _etag)');
  return etag;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isStatus(err: unknown, status: number): boolean {
  return err instanceof ErrorResponse && (err.code === status || err.statusCode === status);
}

const SYSTEM_FIELDS = ['_rid', '_self', '_etag', '_attachments', '_ts'] as const;

export function withoutSystemFields<T extends object>(item: T): T {
  const copy = { ...item } as Record<string, unknown>;
  for (const f of SYSTEM_FIELDS) delete copy[f];
  return copy as T;
}
