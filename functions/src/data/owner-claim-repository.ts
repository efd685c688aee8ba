import type { OwnerClaim, OwnerClaimStatus } from '@lunch/shared';
import { container } from './cosmos-client';
import { isStatus, withoutSystemFields } from './cosmos-helpers';

/** A claim as stored, with the etag deciding it is conditioned on. */
export type StoredOwnerClaim = OwnerClaim & { _etag?: string };

export async function createOwnerClaim(claim: OwnerClaim): Promise<void> {
  await (await container('ownerClaims')).items.create(claim);
}

/** Claims of one status (or all), newest first: one cross-partition query over a few dozen documents. */
export async function listOwnerClaims(status: OwnerClaimStatus | 'all'): Promise<OwnerClaim[]> {
  const query =
    status === 'all'
      ? { query: 'SELECT * FROM c ORDER BY c.createdAt DESC' }
      : { query: 'SELECT * FROM c WHERE c.status = @status ORDER BY c.createdAt DESC', parameters: [{ name: '@status', value: status }] };
  const { resources } = await (await container('ownerClaims')).items.query<OwnerClaim>(query).fetchAll();
  return resources.map(withoutSystemFields);
}

/** A claim by its id alone (the admin routes carry no restaurant id). */
export async function findOwnerClaim(id: string): Promise<StoredOwnerClaim | undefined> {
  const { resources } = await (await container('ownerClaims')).items
    .query<StoredOwnerClaim>({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] })
    .fetchAll();
  return resources[0];
}

/**
 * Replaces the claim only if it is still the version read: false when someone decided it meanwhile,
 * so two admins deciding at once cannot both win.
 */
export async function replaceOwnerClaimIfUnchanged(read: StoredOwnerClaim, next: OwnerClaim): Promise<boolean> {
  try {
    await (await container('ownerClaims'))
      .item(read.id, read.restaurantId)
      .replace(withoutSystemFields(next), { accessCondition: { type: 'IfMatch', condition: read._etag ?? '' } });
    return true;
  } catch (err) {
    if (isStatus(err, 412) || isStatus(err, 404)) return false;
    throw err;
  }
}
