import type { InvocationContext } from '@azure/functions';
import { currentAndNextOwnerWeek, parseOwnerWeek, SERVICE_TIME_ZONE } from '@lunch/shared';
import { now } from '../app/clock';
import { getConfig } from '../config';
import { createOwnerReminder, listOwnerUsers, markOwnerReminderEmailed, ownerReminderId, type OwnerReminderRecord } from '../data/owner-reminder-repository';
import { readOwnerWeeks } from '../data/owner-week-repository';
import { findRestaurantById } from '../data/restaurant-repository';
import { sendEmail, type OutgoingEmail } from './email-sender';
import { stockholmHour } from './scheduled-harvest';

/**
 * The weekly reminder: Thursdays at 14:00 Stockholm time, every owner whose restaurant has not
 * published next week's menu gets a reminder (shown in the editor, e-mailed when e-mail is configured
 * and the owner has an address). NCRONTAB runs in UTC here and Stockholm is UTC+1 or UTC+2, so the
 * timer fires at 12:00 and 13:00 UTC on Thursdays and only the run at 14:00 local time acts.
 * Reminders are created once per owner, restaurant and week, so a second run reminds nobody twice.
 */
export const OWNER_REMINDER_SCHEDULE = '0 0 12,13 * * 4';
export const OWNER_REMINDER_HOUR = 14;

/** Whether `at` is a Thursday at 14 o'clock in Stockholm. */
export function isOwnerReminderTime(at: Date): boolean {
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: SERVICE_TIME_ZONE, weekday: 'long' }).format(at);
  return weekday === 'Thursday' && stockholmHour(at) === OWNER_REMINDER_HOUR;
}

const weekNumber = (week: string) => parseOwnerWeek(week)?.week ?? week;

/** The reminder as the editor shows it. */
export function reminderMessage(week: string): string {
  return `Lunchmenyn för v. ${weekNumber(week)} är inte publicerad än. Publicera den före måndag så att gästerna ser den.`;
}

export function reminderEmail(input: { to: string; restaurantName: string; week: string; editorUrl?: string }): OutgoingEmail {
  return {
    to: input.to,
    subject: `Påminnelse: lunchmenyn för v. ${weekNumber(input.week)} – ${input.restaurantName}`,
    text: [
      'Hej!',
      '',
      `${reminderMessage(input.week)}`,
      input.editorUrl ? `Lägg in veckans lunch här: ${input.editorUrl}` : 'Logga in och gå till Ägare för att lägga in veckans lunch.',
      '',
      `Vänliga hälsningar,\nLunchkoll`,
    ].join('\n'),
  };
}

export interface ReminderRunResult {
  week: string;
  reminded: number;
  emailed: number;
  alreadyReminded: number;
}

/** Reminds every owner whose restaurant's next week (as seen at `at`) is not published. */
export async function remindOwners(at: Date, context?: Pick<InvocationContext, 'log'>): Promise<ReminderRunResult> {
  const { next } = currentAndNextOwnerWeek(at);
  const result: ReminderRunResult = { week: next, reminded: 0, emailed: 0, alreadyReminded: 0 };
  const baseUrl = getConfig().publicBaseUrl;
  for (const owner of await listOwnerUsers()) {
    for (const restaurantId of owner.restaurantIds ?? []) {
      const [week] = await readOwnerWeeks(restaurantId, [next]);
      if (week?.status === 'published') continue;
      const reminder: OwnerReminderRecord = { id: ownerReminderId(restaurantId, next, owner.id), restaurantId, week: next, userId: owner.id, createdAt: at.toISOString() };
      if ((await createOwnerReminder(reminder)) === 'exists') {
        result.alreadyReminded++;
        continue;
      }
      result.reminded++;
      if (!owner.email) continue;
      const restaurant = await findRestaurantById(restaurantId);
      if (!restaurant) continue;
      const sent = await sendEmail(reminderEmail({ to: owner.email, restaurantName: restaurant.name, week: next, editorUrl: baseUrl ? `${baseUrl}/agare` : undefined }));
      if (sent) {
        await markOwnerReminderEmailed(reminder, now().toISOString());
        result.emailed++;
      }
    }
  }
  context?.log(`owner reminders for ${next}: ${result.reminded} new (${result.emailed} e-mailed), ${result.alreadyReminded} already reminded`);
  return result;
}
