import { describe, expect, it } from 'vitest';
import { tooltipOpenDelay } from '../tooltip-timing';

/** Spec: tooltips open after 700 ms; within 300 ms of another closing, the next opens at once. */
describe('tooltipOpenDelay', () => {
  const now = 10_000;

  it('waits 700 ms when no tooltip has closed yet, or one closed long ago', () => {
    expect(tooltipOpenDelay(now, null)).toBe(700);
    expect(tooltipOpenDelay(now, now - 60_000)).toBe(700);
  });

  it('opens at once when another closed less than 300 ms ago, and waits again from 300 ms on', () => {
    expect(tooltipOpenDelay(now, now)).toBe(0);
    expect(tooltipOpenDelay(now, now - 250)).toBe(0);
    expect(tooltipOpenDelay(now, now - 299)).toBe(0);
    expect(tooltipOpenDelay(now, now - 300)).toBe(700);
  });

  it('opens at once while another is open, however long ago one closed', () => {
    expect(tooltipOpenDelay(now, null, true)).toBe(0);
    expect(tooltipOpenDelay(now, now - 60_000, true)).toBe(0);
  });
});
