import { WEEKDAYS, type LunchHourSlot } from '@lunch/shared';

/**
 * A slot as the card's lunch-hours text, 'days: start-end' (the form parseLunchHoursText reads back):
 * runs of consecutive days become ranges, 'Monday-Friday: 11:00-14:00'.
 */
export function slotToText(slot: LunchHourSlot): string {
  const indexes = [...new Set(slot.days.map((d) => (WEEKDAYS as readonly string[]).indexOf(d)).filter((i) => i >= 0))].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < indexes.length; i++) {
    let end = i;
    while (end + 1 < indexes.length && indexes[end + 1] === indexes[end] + 1) end++;
    const from = WEEKDAYS[indexes[i]];
    const to = WEEKDAYS[indexes[end]];
    runs.push(end - i >= 2 ? `${from}-${to}` : end > i ? `${from}, ${to}` : from);
    i = end;
  }
  return `${runs.join(', ')}: ${slot.startTime}-${slot.endTime}`;
}

/** Every slot of the restaurant as text, one per slot. */
export const slotsToText = (slots: LunchHourSlot[] | undefined): string[] => (slots ?? []).filter((s) => s.days?.length).map(slotToText);
