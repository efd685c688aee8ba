import { describe, expect, it } from 'vitest';
import { isNearPageBottom, SCROLL_TRIGGER_PX } from '../../hooks/use-infinite-scroll';

describe('isNearPageBottom', () => {
  it('is true within 1000 px of the page bottom', () => {
    expect(SCROLL_TRIGGER_PX).toBe(1000);
    // 800 px viewport on a 5000 px page: the bottom edge of the view is at scrollY + 800.
    expect(isNearPageBottom(800, 3199, 5000)).toBe(false);
    expect(isNearPageBottom(800, 3200, 5000)).toBe(true);
    expect(isNearPageBottom(800, 4200, 5000)).toBe(true);
  });

  it('is true at once for a page shorter than the threshold', () => {
    expect(isNearPageBottom(800, 0, 1500)).toBe(true);
  });
});
