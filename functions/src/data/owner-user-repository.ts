import { container } from './cosmos-client';
import { isStatus, updateWithRetry, withoutSystemFields } from './cosmos-helpers';
import type { UserRecord } from './user-repository';

/** Creates an account; false when the id (the username's key) is taken, also by a racing create. */
export async function createUserIfAbsent(user: UserRecord): Promise<boolean> {
  try {
    await (await container('users')).items.create(user);
    return true;
  } catch (err) {
    if (isStatus(err, 409)) return false;
    throw err;
  }
}

/** The owners who keep a restaurant (a cross-partition query over the few owner accounts). */
export async function findOwnersOf(restaurantId: string): Promise<UserRecord[]> {
  const { resources } = await (await container('users')).items
    .query<UserRecord>({
      query: "SELECT * FROM c WHERE c.role = 'owner' AND ARRAY_CONTAINS(c.restaurantIds, @id)",
      parameters: [{ name: '@id', value: restaurantId }],
    })
    .fetchAll();
  return resources.map(withoutSystemFields);
}

/**
 * Changes an account's restaurant list with optimistic concurrency (two invitations accepted at once
 * both land). Undefined when the account does not exist.
 */
export async function updateRestaurantIds(userId: string, change: (ids: string[]) => string[], at: string): Promise<UserRecord | undefined> {
  const written = await updateWithRetry<UserRecord>(await container('users'), userId, userId, (user) => {
    const before = user.restaurantIds ?? [];
    const after = change(before);
    if (after.length === before.length && after.every((id, i) => id === before[i])) return user;
    return { ...user, restaurantIds: after, updatedAt: at };
  });
  return written && withoutSystemFields(written);
}
