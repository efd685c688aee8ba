import { describe, expect, it } from 'vitest';
import { nextOccurrence } from '../../local/timer-runner';
import { isOwnerReminderTime, OWNER_REMINDER_SCHEDULE, reminderEmail, reminderMessage } from './owner-reminder-service';

describe('the owner reminder', () => {
  it('fires at 12 and 13 UTC on Thursdays and acts only at 14:00 Stockholm time, winter and summer', () => {
    expect(OWNER_REMINDER_SCHEDULE).toBe('0 0 12,13 * * 4');
    // From a Monday, the timer's next runs are Thursday 12:00 and 13:00 UTC.
    const first = nextOccurrence(OWNER_REMINDER_SCHEDULE, new Date('2026-11-23T00:00:00Z'));
    expect(first.toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(nextOccurrence(OWNER_REMINDER_SCHEDULE, first).toISOString()).toBe('2026-11-26T13:00:00.000Z');
    // Winter (UTC+1): 13:00 UTC is 14:00 in Stockholm.
    expect(isOwnerReminderTime(new Date('2026-11-26T13:00:00Z'))).toBe(true);
    expect(isOwnerReminderTime(new Date('2026-11-26T12:00:00Z'))).toBe(false);
    // Summer (UTC+2): 12:00 UTC is 14:00.
    expect(isOwnerReminderTime(new Date('2026-06-11T12:00:00Z'))).toBe(true);
    expect(isOwnerReminderTime(new Date('2026-06-11T13:00:00Z'))).toBe(false);
    // Not a Thursday.
    expect(isOwnerReminderTime(new Date('2026-11-25T13:00:00Z'))).toBe(false);
  });

  it('says which week in Swedish, in the editor and in the e-mail', () => {
    expect(reminderMessage('2026-W49')).toBe('Lunchmenyn för v. 49 är inte publicerad än. Publicera den före måndag så att gästerna ser den.');
    const mail = reminderEmail({ to: 'agare@example.se', restaurantName: 'Krogen', week: '2026-W49', editorUrl: 'https://lunchkoll.se/agare' });
    expect(mail).toMatchObject({ to: 'agare@example.se', subject: 'Påminnelse: lunchmenyn för v. 49 – Krogen' });
    expect(mail.text).toContain('https://lunchkoll.se/agare');
    expect(mail.text).toContain(reminderMessage('2026-W49'));
  });
});
