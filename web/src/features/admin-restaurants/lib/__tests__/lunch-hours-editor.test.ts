import { describe, expect, it } from 'vitest';
import { DEFAULT_SLOT, addSlot, initialSlots, removeSlot, setSlotTime, slotsToSave, toggleDay } from '../lunch-hours-editor';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('lunch-hours editor (spec section 4)', () => {
  it('opens with one default slot, Monday-Friday 11:00-14:00, when no slot has days and times', () => {
    expect(DEFAULT_SLOT).toEqual({ days: weekdays, startTime: '11:00', endTime: '14:00' });
    expect(initialSlots(undefined)).toEqual([DEFAULT_SLOT]);
    expect(initialSlots([])).toEqual([DEFAULT_SLOT]);
    expect(initialSlots([{ days: [], startTime: '11:00', endTime: '13:00' }])).toEqual([DEFAULT_SLOT]);
  });

  it('opens pre-filled with the existing slots (an object counts as one slot)', () => {
    const slots = [{ days: ['Saturday', 'Sunday'], startTime: '12:00', endTime: '15:00' }];
    expect(initialSlots(slots)).toEqual(slots);
    expect(initialSlots(slots[0])).toEqual(slots);
  });

  it('adds the default slot, removes a slot, and edits times', () => {
    const two = addSlot([DEFAULT_SLOT]);
    expect(two).toHaveLength(2);
    expect(two[1]).toEqual(DEFAULT_SLOT);
    expect(two[1].days).not.toBe(DEFAULT_SLOT.days); // a copy: toggling it leaves the constant alone
    expect(removeSlot(two, 0)).toEqual([DEFAULT_SLOT]);
    expect(setSlotTime(two, 1, 'endTime', '13:30')[1].endTime).toBe('13:30');
  });

  it('toggles days in week order', () => {
    let slots = initialSlots([{ days: ['Wednesday'], startTime: '11:00', endTime: '14:00' }]);
    slots = toggleDay(slots, 0, 'Monday');
    expect(slots[0].days).toEqual(['Monday', 'Wednesday']);
    slots = toggleDay(slots, 0, 'Wednesday');
    expect(slots[0].days).toEqual(['Monday']);
  });

  it('drops slots with no days on save', () => {
    let slots = addSlot([DEFAULT_SLOT]);
    for (const day of weekdays) slots = toggleDay(slots, 1, day as never);
    expect(slots[1].days).toEqual([]);
    expect(slotsToSave(slots)).toEqual([DEFAULT_SLOT]);
  });
});
