import { describe, expect, it } from 'vitest';
import { isNearPageBottom } from '../../hooks/use-infinite-scroll';

/** Spec section 9: the next page loads when the visitor scrolls within 1000 px of the page bottom. */
describe('isNearPageBottom', () => {
  // 800 px viewport on a 5000 px page: the bottom edge of the view is at scrollY + 800.
  it('turns true when the view comes within 1000 px of the page bottom, and stays true below', () => {
    expect(isNearPageBottom(800, 0, 5000)).toBe(false);
    expect(isNearPageBottom(800, 3199, 5000)).toBe(false);
    expect(isNearPageBottom(800, 3200, 5000)).toBe(true);
    expect(isNearPageBottom(800, 4200, 5000)).toBe(true);
  });

  it('measures from the viewport: a taller view reaches the threshold sooner', () => {
    expect(isNearPageBottom(1200, 2799, 5000)).toBe(false);
    expect(isNearPageBottom(1200, 2800, 5000)).toBe(true);
  });

  it('is true at once for a page shorter than the threshold', () => {
    expect(isNearPageBottom(800, 0, 1500)).toBe(true);
  });

  it('takes another threshold when given one', () => {
    expect(isNearPageBottom(800, 3699, 5000, 500)).toBe(false);
    expect(isNearPageBottom(800, 3700, 5000, 500)).toBe(true);
  });
});
