import { WEEKDAYS, lunchHourSlots, normaliseDays, type LunchHourSlot, type Weekday } from '@lunch/shared';

/** Spec section 9: the default lunch slot, Monday-Friday 11:00-14:00. */
export const DEFAULT_SLOT: LunchHourSlot = { days: WEEKDAYS.slice(0, 5), startTime: '11:00', endTime: '14:00' };

export const defaultSlot = (): LunchHourSlot => ({ ...DEFAULT_SLOT, days: [...DEFAULT_SLOT.days] });

const isComplete = (s: LunchHourSlot) => s.days.length > 0 && Boolean(s.startTime) && Boolean(s.endTime);

/** Spec section 4: the existing slots, or one default slot when no slot has days and times. */
export function initialSlots(raw: unknown): LunchHourSlot[] {
  const slots = lunchHourSlots(raw).map((s) => ({ days: normaliseDays(s.days), startTime: s.startTime ?? '', endTime: s.endTime ?? '' }));
  return slots.some(isComplete) ? slots : [defaultSlot()];
}

export const addSlot = (slots: readonly LunchHourSlot[]): LunchHourSlot[] => [...slots, defaultSlot()];

export const removeSlot = (slots: readonly LunchHourSlot[], index: number): LunchHourSlot[] => slots.filter((_, i) => i !== index);

/** Turns a day on or off in one slot; days stay in week order. */
export function toggleDay(slots: readonly LunchHourSlot[], index: number, day: Weekday): LunchHourSlot[] {
  return slots.map((s, i) => {
    if (i !== index) return s;
    const days = s.days.includes(day) ? s.days.filter((d) => d !== day) : [...s.days, day];
    return { ...s, days: normaliseDays(days) };
  });
}

export function setSlotTime(slots: readonly LunchHourSlot[], index: number, which: 'startTime' | 'endTime', value: string): LunchHourSlot[] {
  return slots.map((s, i) => (i === index ? { ...s, [which]: value } : s));
}

/** Spec section 4: saving drops slots with no days. */
export const slotsToSave = (slots: readonly LunchHourSlot[]): LunchHourSlot[] => slots.filter((s) => s.days.length > 0).map((s) => ({ ...s, days: [...s.days] }));
