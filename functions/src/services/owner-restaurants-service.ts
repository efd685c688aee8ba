import { currentAndNextOwnerWeek, ownerLunchDays, type OwnerRestaurantSummary, type OwnerWeekStatus } from '@lunch/shared';
import { now } from '../app/clock';
import { readOwnerReminders } from '../data/owner-reminder-repository';
import { readOwnerWeeks } from '../data/owner-week-repository';
import { findRestaurantById } from '../data/restaurant-repository';
import type { Caller } from './auth-service';
import { reminderMessage } from './owner-reminder-service';

/**
 * The owner's restaurants with the state of this week and next week, and the Thursday reminder while
 * its week is still unpublished. The restaurant ids are the caller's as read on this request, so a
 * restaurant an admin removed is gone from the list at once; a deleted restaurant is left out.
 */
export async function listOwnerRestaurants(caller: Caller): Promise<OwnerRestaurantSummary[]> {
  const { current, next } = currentAndNextOwnerWeek(now());
  const summaries = await Promise.all(
    caller.restaurantIds.map(async (id): Promise<OwnerRestaurantSummary | undefined> => {
      const [restaurant, weeks, reminders] = await Promise.all([findRestaurantById(id), readOwnerWeeks(id, [current, next]), readOwnerReminders(id, caller.userId, [current, next])]);
      if (!restaurant) return undefined;
      const lunchDays = ownerLunchDays(restaurant.lunch_hours);
      const statusOf = (week: string): OwnerWeekStatus => {
        const stored = weeks.find((w) => w.week === week);
        if (!stored) return { week, status: 'empty', unpublishedChanges: false };
        return { week, status: stored.status, ...(stored.publishedAt ? { publishedAt: stored.publishedAt } : {}), unpublishedChanges: stored.unpublishedChanges };
      };
      const statuses = [statusOf(current), statusOf(next)];
      const due = reminders
        .filter((r) => statuses.find((s) => s.week === r.week)?.status !== 'published')
        .sort((a, b) => b.week.localeCompare(a.week))[0];
      return {
        id: restaurant.id,
        name: restaurant.name,
        city: restaurant.city,
        servesWeekend: lunchDays.includes('sat') || lunchDays.includes('sun'),
        lunchDays,
        weeks: statuses,
        ...(due ? { reminder: { week: due.week, message: reminderMessage(due.week) } } : {}),
      };
    }),
  );
  return summaries.filter((s): s is OwnerRestaurantSummary => s !== undefined).sort((a, b) => a.name.localeCompare(b.name, 'sv'));
}
