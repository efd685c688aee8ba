import type { InvocationContext, Timer } from '@azure/functions';
import { SERVICE_TIME_ZONE, STOCKHOLM_HARVEST_HOURS, type HarvestSlot } from '@lunch/shared';
import { now } from '../app/clock';
import { runScheduledHarvest } from './workflow-service';

/**
 * Scheduled harvests, Stockholm time. NCRONTAB runs in UTC here (WEBSITE_TIME_ZONE is not set, and
 * it is not supported on Linux Consumption plans), and Stockholm is UTC+1 in winter and UTC+2 in
 * summer, so each slot's timer fires at both candidate UTC hours on weekdays and the run whose
 * Stockholm hour is the slot's hour does the work: 06:00 for MORNING restaurants (04:00 or 05:00
 * UTC), 18:00 for EVENING ones (16:00 or 17:00 UTC); the other run returns at once. Which
 * restaurants are due is shared/src/harvest-schedule.ts (ManualScraping left out, weekly menus on
 * Mondays and later only while this week's menu is missing, daily menus every weekday).
 */
export const HARVEST_SCHEDULES: Record<HarvestSlot, string> = {
  MORNING: '0 0 4,5 * * 1-5',
  EVENING: '0 0 16,17 * * 1-5',
};

export function stockholmHour(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: SERVICE_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(at));
}

export function scheduledHarvestHandler(slot: HarvestSlot) {
  return async (_timer: Timer, context: InvocationContext): Promise<void> => {
    if (stockholmHour(now()) !== STOCKHOLM_HARVEST_HOURS[slot]) return; // the slot's other UTC hour is the Stockholm one today
    const result = await runScheduledHarvest(slot, context);
    context.log(`scheduled ${slot} harvest: ${result.due} due, ${result.fast} fast, ${result.slow} slow`);
  };
}
