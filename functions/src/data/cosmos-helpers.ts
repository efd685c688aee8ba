import { ErrorResponse, type Container } from '@azure/cosmos';

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

export function isStatus(err: unknown, status: number): boolean {
  return err instanceof ErrorResponse && (err.code === status || err.statusCode === status);
}

const SYSTEM_FIELDS = ['_rid', '_self', '_etag', '_attachments', '_ts'] as const;

export function withoutSystemFields<T extends object>(item: T): T {
  const copy = { ...item } as Record<string, unknown>;
  for (const f of SYSTEM_FIELDS) delete copy[f];
  return copy as T;
}
