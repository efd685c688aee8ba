import { container } from './cosmos-client';
import { isStatus, readItem, withoutSystemFields } from './cosmos-helpers';

/** An invitation link. Its id is the SHA-256 of the token: the token itself is never stored. */
export interface OwnerInviteRecord {
  id: string;
  restaurantId: string;
  restaurantName: string;
  city: string;
  createdAt: string;
  expiresAt: string;
  createdBy: string;
  /** The address it was e-mailed to, if any. */
  email?: string;
  /** The claim whose approval created it, if any. */
  claimId?: string;
  usedAt?: string;
  /** The username of the owner who accepted it. */
  usedBy?: string;
}

export type StoredOwnerInvite = OwnerInviteRecord & { _etag?: string };

export async function createOwnerInvite(invite: OwnerInviteRecord): Promise<void> {
  await (await container('ownerInvites')).items.create(invite);
}

export async function readOwnerInvite(id: string): Promise<StoredOwnerInvite | undefined> {
  return readItem<StoredOwnerInvite>(await container('ownerInvites'), id, id);
}

/**
 * Writes the invite only if it is still the version read (etag): of two accepts of one link, the
 * second finds the etag changed and gets false. This is what makes a link one-time.
 */
export async function replaceOwnerInviteIfUnchanged(read: StoredOwnerInvite, next: OwnerInviteRecord): Promise<boolean> {
  try {
    await (await container('ownerInvites')).item(read.id, read.id).replace(withoutSystemFields(next), { accessCondition: { type: 'IfMatch', condition: read._etag ?? '' } });
    return true;
  } catch (err) {
    if (isStatus(err, 412) || isStatus(err, 404)) return false;
    throw err;
  }
}

/** A restaurant's invitations, newest first (a handful: a cross-partition query). */
export async function listOwnerInvitesOf(restaurantId: string): Promise<OwnerInviteRecord[]> {
  const { resources } = await (await container('ownerInvites')).items
    .query<OwnerInviteRecord>({ query: 'SELECT * FROM c WHERE c.restaurantId = @id ORDER BY c.createdAt DESC', parameters: [{ name: '@id', value: restaurantId }] })
    .fetchAll();
  return resources.map(withoutSystemFields);
}
