import { container } from './cosmos-client';
import { readItem } from './cosmos-helpers';

/** Small bookkeeping documents, one per id (e.g. the demo seed marker). */
export async function readMeta<T extends object>(id: string): Promise<(T & { id: string }) | undefined> {
  return readItem<T & { id: string }>(await container('meta'), id, id);
}

export async function writeMeta<T extends object>(id: string, value: T): Promise<void> {
  await (await container('meta')).items.upsert({ ...value, id });
}
