import { container } from './cosmos-client';
import { isStatus, withoutSystemFields } from './cosmos-helpers';
import type { UserRecord } from './user-repository';

/**
 * The Thursday reminders (container ownerReminders, pk /restaurantId): one per owner, restaurant and
 * week, created once, so a timer that runs twice (both UTC hours, a retry, two instances) reminds once.
 */
export interface OwnerReminderRecord {
  /** `${restaurantId}.${week}.${userId}`. */
  id: string;
  restaurantId: string;
  week: string;
  userId: string;
  createdAt: string;
  /** When the reminder was e-mailed (absent: not sent, e.g. no e-mail configured or no address). */
  emailedAt?: string;
}

export const ownerReminderId = (restaurantId: string, week: string, userId: string) => `${restaurantId}.${week}.${userId}`;

/** 'exists' when this owner was already reminded of this restaurant's week. */
export async function createOwnerReminder(reminder: OwnerReminderRecord): Promise<'created' | 'exists'> {
  try {
    await (await container('ownerReminders')).items.create(reminder);
    return 'created';
  } catch (err) {
    if (isStatus(err, 409)) return 'exists';
    throw err;
  }
}

export async function markOwnerReminderEmailed(reminder: OwnerReminderRecord, at: string): Promise<void> {
  await (await container('ownerReminders')).items.upsert({ ...reminder, emailedAt: at });
}

/** The reminders of one owner for one restaurant among `weeks`. */
export async function readOwnerReminders(restaurantId: string, userId: string, weeks: string[]): Promise<OwnerReminderRecord[]> {
  const { resources } = await (await container('ownerReminders')).items
    .query<OwnerReminderRecord>(
      {
        query: 'SELECT * FROM c WHERE c.restaurantId = @r AND c.userId = @u AND ARRAY_CONTAINS(@weeks, c.week)',
        parameters: [{ name: '@r', value: restaurantId }, { name: '@u', value: userId }, { name: '@weeks', value: weeks }],
      },
      { partitionKey: restaurantId },
    )
    .fetchAll();
  return resources.map(withoutSystemFields);
}

/** Every owner account (a few hundred at most: one cross-partition query over users). */
export async function listOwnerUsers(): Promise<Pick<UserRecord, 'id' | 'username' | 'email' | 'restaurantIds'>[]> {
  const { resources } = await (await container('users')).items
    .query<Pick<UserRecord, 'id' | 'username' | 'email' | 'restaurantIds'>>("SELECT c.id, c.username, c.email, c.restaurantIds FROM c WHERE c.role = 'owner'")
    .fetchAll();
  return resources;
}
