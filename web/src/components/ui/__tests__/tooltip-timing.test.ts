import { describe, expect, it } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, tooltipOpenDelay } from '../tooltip-timing';

describe('tooltip timing', () => {
  it('opens after 700 ms, at once within 300 ms of another closing', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(tooltipOpenDelay(10_000, null)).toBe(700);
    expect(tooltipOpenDelay(10_000, 9_750)).toBe(0);
    expect(tooltipOpenDelay(10_000, 9_700)).toBe(700);
    expect(tooltipOpenDelay(10_000, null, true)).toBe(0);
  });
});
