import { declareTimer } from '../app/declare-timer';
import { now } from '../app/clock';
import { isOwnerReminderTime, OWNER_REMINDER_SCHEDULE, remindOwners } from '../services/owner-reminder-service';

/** Thursdays 14:00 Stockholm time: reminds owners whose next week is not published (owner-reminder-service.ts). */
export default declareTimer({
  name: 'owner-reminder',
  schedule: OWNER_REMINDER_SCHEDULE,
  handler: async (_timer, context) => {
    const at = now();
    if (!isOwnerReminderTime(at)) return; // the other UTC hour is 14:00 in Stockholm today
    await remindOwners(at, context);
  },
});
