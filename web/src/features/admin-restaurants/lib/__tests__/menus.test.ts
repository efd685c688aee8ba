import { describe, expect, it } from 'vitest';
import { adminMenuInputSchema } from '@lunch/shared';
import { emptyMenuForm, isMenuActive, menuBodyFromForm, menuDateRange, menuFormFromMenu, menuWeekNumber, sortMenus, type AdminMenu } from '../menus';

const menu = (over: Partial<AdminMenu> = {}): AdminMenu => ({
  _id: 'm1', name: 'Köttbullar', description: 'med potatismos', price: 125, tags: ['husman'], allergies: ['mjölk'], availability: ['Monday'],
  validFrom: '2026-11-23', validTo: '2026-11-27', ...over,
});

describe('menus in the admin panel', () => {
  it("marks a menu 'Active' when today is within its dates, both ends included", () => {
    expect(isMenuActive(menu(), '2026-11-23')).toBe(true);
    expect(isMenuActive(menu(), '2026-11-27')).toBe(true);
    expect(isMenuActive(menu(), '2026-11-28')).toBe(false);
    expect(isMenuActive(menu(), '2026-11-22')).toBe(false);
  });

  it('shows the ISO week and the date range in Swedish', () => {
    expect(menuWeekNumber(menu())).toBe(48);
    expect(menuWeekNumber(menu({ validFrom: '2027-01-01' }))).toBe(53);
    expect(menuDateRange(menu())).toBe('mån 23 nov. – fre 27 nov.');
    expect(menuDateRange(menu({ validTo: '2026-11-23' }))).toBe('mån 23 nov.');
  });

  it('starts a new menu as this week, Monday to Friday', () => {
    const form = emptyMenuForm('2026-11-25');
    expect([form.validFrom, form.validTo]).toEqual(['2026-11-23', '2026-11-27']);
    expect(form.name).toBe('');
  });

  it('round-trips a menu through the form into a body the server accepts', () => {
    const body = menuBodyFromForm(menuFormFromMenu(menu()));
    expect(body).toEqual({ name: 'Köttbullar', description: 'med potatismos', price: 125, tags: ['husman'], allergies: ['mjölk'], availability: ['Monday'], validFrom: '2026-11-23', validTo: '2026-11-27' });
    expect(adminMenuInputSchema.safeParse(body).success).toBe(true);
  });

  it('an empty price means none of its own; lists drop empties', () => {
    const body = menuBodyFromForm({ ...menuFormFromMenu(menu({ price: null })), tags: 'a, ,b,' });
    expect(body.price).toBeNull();
    expect(body.tags).toEqual(['a', 'b']);
    expect(adminMenuInputSchema.safeParse(body).success).toBe(true);
  });

  it('lists menus by date, then name', () => {
    const list = sortMenus([menu({ _id: 'b', name: 'B', validFrom: '2026-11-24' }), menu({ _id: 'c', name: 'C' }), menu({ _id: 'a', name: 'A' })]);
    expect(list.map((m) => m._id)).toEqual(['a', 'c', 'b']);
  });
});
