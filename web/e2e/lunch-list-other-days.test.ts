import { WEEKDAYS, type Weekday } from '@lunch/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForThisFile, eventually, DESKTOP, PHONE } from './support/browser';
import { visitorPages, keepScreenshot } from './support/page-helpers';
import { publicList } from './support/restaurants-api';

const baseUrl = inject('baseUrl');
// The cookie banner answered, so it covers nothing in the screenshots; no internet for map tiles here.
const { openPage } = visitorPages(browserForThisFile(baseUrl), { blockMapTiles: true });

const SCREENSHOTS = '/tmp';
const DAY_NAMES: Record<Weekday, string> = {
  Monday: 'måndag', Tuesday: 'tisdag', Wednesday: 'onsdag', Thursday: 'torsdag', Friday: 'fredag', Saturday: 'lördag', Sunday: 'söndag',
};

const apiList = (params: Record<string, string>) => publicList(baseUrl, params);

/**
 * A word of a dish served on other days of this week that finds nothing on `day`, with those days;
 * one served on two days or more if one of the first few tried is.
 */
async function findDishMissingOn(day: Weekday): Promise<{ city: string; term: string; days: Weekday[] } | null> {
  let best: { city: string; term: string; days: Weekday[] } | null = null;
  let tries = 0;
  for (const city of ['Malmö', 'Stockholm', 'Helsingborg']) {
    const tried = new Set<string>();
    for (const other of WEEKDAYS.filter((d) => d !== day)) {
      const { data } = await apiList({ city, selectedDay: other });
      const words = data.flatMap((r) => r.lunch_menus.filter((m) => m.validFrom === m.validTo).map((m) => m.name.split(/\s+/)[0].toLowerCase()));
      for (const term of words.filter((w) => w.length >= 5 && /^[a-zåäö]+$/.test(w) && !tried.has(w))) {
        tried.add(term);
        if ((await apiList({ city, selectedDay: day, search: term, limit: '1' })).pagination.total > 0) continue;
        const days: Weekday[] = [];
        for (const d of WEEKDAYS.filter((d) => d !== day)) {
          if ((await apiList({ city, selectedDay: d, search: term, limit: '1' })).pagination.total > 0) days.push(d);
        }
        if (!best || days.length > best.days.length) best = { city, term, days };
        if (best.days.length >= 2 || ++tries >= 8) return best;
      }
    }
  }
  return best;
}

/** "a", "a och b", "a, b och c". */
const swedishList = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} och ${words.at(-1)}`);

const notice = (page: Page) => page.locator('.other-days-notice');

describe('lunch list: a search that finds nothing on the chosen day', () => {
  it('names the other days serving the dish; a day button shows that day\'s list', async () => {
    const found = await findDishMissingOn('Wednesday');
    expect(found, 'a demo dish served on other days but not on Wednesday').not.toBeNull();
    const { city, term, days } = found!;
    expect(days.length).toBeGreaterThan(0);
    const sentence = `${term[0].toUpperCase()}${term.slice(1)} serveras ${swedishList(days.map((d) => DAY_NAMES[d]))}`;

    for (const [device, width] of [[DESKTOP, 1280], [PHONE, 390]] as const) {
      const page = await openPage(device);
      await page.goto(`/lunch-list?city=${encodeURIComponent(city)}&selectedDay=Wednesday`);
      await page.locator('li[data-restaurant-id]').first().waitFor();
      await page.getByRole('searchbox').fill(term);
      await page.getByText(`Inga träffar för "${term}"`).waitFor();
      await eventually(() => notice(page).textContent()).toBe(sentence);
      const buttons = notice(page).getByRole('button');
      expect(await buttons.allTextContents()).toEqual(days.map((d) => DAY_NAMES[d]));
      await keepScreenshot(page, { path: `${SCREENSHOTS}/other-days-${width}.png`, fullPage: true });

      // The last day named: the day picker's URL change, then that day's list with the dish.
      const target = days.at(-1)!;
      const expected = await apiList({ city, selectedDay: target, search: term });
      await buttons.last().click();
      await page.waitForURL((url) => url.searchParams.get('selectedDay') === target && url.searchParams.get('search') === term);
      // The picker shows the day once React has rendered the new URL's state: waited for, not read once.
      await page.locator('.day-picker').getByRole('button', { name: new RegExp(DAY_NAMES[target]), pressed: true }).waitFor();
      const items = page.locator('li[data-restaurant-id]');
      await items.first().waitFor();
      await eventually(() => items.count()).toBe(Math.min(expected.pagination.total, 12));
      expect(await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-restaurant-id')))).toEqual(expected.data.slice(0, 12).map((r) => r.id));
      expect((await items.first().textContent())?.toLowerCase()).toContain(term);
      expect(await notice(page).count()).toBe(0);
      await keepScreenshot(page, { path: `${SCREENSHOTS}/other-days-after-${width}.png`, fullPage: true });
      await page.context().close();
    }
  }, 240_000);
});
