import { ErrorResponse } from '@azure/cosmos';
import { container } from './cosmos-client';

/** Small bookkeeping documents, one per id (e.g. the demo seed marker). */
export async function readMeta<T extends object>(id: string): Promise<(T & { id: string }) | undefined> {
  try {
    const { resource } = await (await container('meta')).item(id, id).read<T & { id: string }>();
    return resource ?? undefined;
  } catch (err) {
    if (err instanceof ErrorResponse && err.code === 404) return undefined;
    throw err;
  }
}

export async function writeMeta<T extends object>(id: string, value: T): Promise<void> {
  await (await container('meta')).items.upsert({ ...value, id });
}
