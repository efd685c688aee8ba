import { container } from './cosmos-client';
import { deleteItem, readItem } from './cosmos-helpers';

/**
 * A browser that signed in to an account (its device cookie). The id is the SHA-256 of the cookie's
 * token, like sessions: a leaked database holds no usable device cookies.
 */
export interface DeviceRecord {
  id: string;
  userId: string;
  signedInAt: string;
  /** Seconds until Cosmos DB's TTL may delete it (Azure only; expiry is also checked from signedInAt). */
  ttl: number;
}

export async function createDevice(device: DeviceRecord): Promise<void> {
  await (await container('devices')).items.create(device);
}

export async function readDevice(id: string): Promise<DeviceRecord | undefined> {
  return readItem<DeviceRecord>(await container('devices'), id, id);
}

export async function deleteDevice(id: string): Promise<void> {
  await deleteItem(await container('devices'), id, id);
}
