import { isoWeekNumber, todayIn, weekdayOf, WEEKDAYS } from '@lunch/shared';
import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForThisFile, eventually, DESKTOP, PHONE } from './support/browser';
import { requestsSettled, visitorPages } from './support/page-helpers';
import { publicList } from './support/restaurants-api';

const baseUrl = inject('baseUrl');
// A first visit (the banner unanswered); no internet here: map tiles fail fast instead of waiting for DNS.
const { openContext } = visitorPages(browserForThisFile(baseUrl), { consent: false, blockMapTiles: true });

/** The API's own answer for a view: what the page must agree with. */
const apiList = (params: Record<string, string>) => publicList(baseUrl, params);
const apiTotal = async (params: Record<string, string>) => (await apiList(params)).pagination.total;

async function openPage(device: typeof DESKTOP | typeof PHONE = DESKTOP, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await openContext(device);
  if (options.geolocation) await context.setGeolocation(options.geolocation);
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: baseUrl });
  return context.newPage();
}

async function openList(query: string, device: typeof DESKTOP | typeof PHONE = DESKTOP) {
  const page = await openPage(device);
  await page.goto(`/lunch-list?${query}`);
  await page.locator('li[data-restaurant-id]').first().waitFor();
  return page;
}

const items = (page: Page) => page.locator('li[data-restaurant-id]');
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const countLine = (page: Page) => page.locator('.restaurant-list__count');

async function expectCount(page: Page, shown: number, total: number) {
  await eventually(() => countLine(page).textContent()).toBe(`Visar ${shown} av ${total} ${total === 1 ? 'restaurang' : 'restauranger'}`);
}
const firstPage = (total: number) => Math.min(total, 12);

function restaurantRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/restaurants') seen.push(url);
  });
  return seen;
}

const MALMO_MONDAY = { city: 'Malmö', selectedDay: 'Monday' };
const MALMO_MONDAY_QUERY = 'city=Malm%C3%B6&selectedDay=Monday';

describe('lunch list: city, heading and week', () => {
  it('asks for a city when it is missing or unknown, with links to the cities', async () => {
    const page = await openPage();
    await page.goto('/lunch-list');
    await page.getByRole('heading', { name: 'Välj en stad' }).waitFor();
    await page.getByRole('link', { name: 'Helsingborg' }).waitFor();
    await page.goto('/lunch-list?city=Atlantis');
    await page.getByRole('heading', { name: 'Välj en stad' }).waitFor();
    await page.getByText('City coordinates not found for: Atlantis').waitFor();
    await page.getByRole('link', { name: 'Stockholm' }).click();
    await page.getByRole('heading', { name: 'Lunchrestauranger i Stockholm' }).waitFor();
  });

  it('shows the heading, the ISO week, today pressed by default and the first item as "Rekommenderad"', async () => {
    const page = await openList('city=malm%C3%B6');
    await page.getByRole('heading', { level: 1, name: 'Lunchrestauranger i Malmö' }).waitFor();
    expect(await page.getByText(`Vecka ${isoWeekNumber(todayIn())}`, { exact: true }).isVisible()).toBe(true);
    const today = weekdayOf(todayIn());
    const pressed = page.locator('.day-picker button[aria-pressed="true"]');
    expect(await pressed.count()).toBe(1);
    expect(await pressed.textContent()).toMatch(/, idag\)$/);
    const total = await apiTotal({ city: 'Malmö', selectedDay: today });
    await expectCount(page, firstPage(total), total);
    expect(await items(page).first().locator('.badge', { hasText: 'Rekommenderad' }).count()).toBe(1);
    expect(await items(page).nth(1).getByText('Rekommenderad', { exact: true }).count()).toBe(0);
  });
});

describe('lunch list: filters and their tags', () => {
  it('Pris: Apply is disabled until a price is chosen; the tag "Max Pris: N SEK" filters and removes', async () => {
    const page = await openList(MALMO_MONDAY_QUERY);
    const all = await apiTotal(MALMO_MONDAY);
    const withPrice = await apiTotal({ ...MALMO_MONDAY, price: '150' });
    expect(withPrice).toBeLessThan(all);

    const priceButton = page.getByRole('button', { name: /^Pris/ });
    expect(await priceButton.getAttribute('aria-expanded')).toBe('false');
    await priceButton.click();
    expect(await priceButton.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await priceButton.getAttribute('aria-controls')}`);
    await panel.waitFor();
    const apply = panel.getByRole('button', { name: 'Tillämpa' });
    expect(await apply.isDisabled()).toBe(true);
    expect(await panel.locator('input:checked').count()).toBe(0);
    expect(await panel.locator('label').allTextContents()).toEqual(['100 SEK', '150 SEK', '200 SEK', '250 SEK']);
    await panel.getByRole('radio', { name: '150 SEK' }).check();
    expect(await apply.isDisabled()).toBe(false);
    await apply.click();

    await panel.waitFor({ state: 'hidden' });
    expect(param(page, 'price')).toBe('150');
    await page.locator('.filter-tag', { hasText: 'Max Pris: 150 SEK' }).waitFor();
    await expectCount(page, firstPage(withPrice), withPrice);

    await page.getByRole('button', { name: 'Ta bort filter Max Pris: 150 SEK' }).click();
    await expectCount(page, firstPage(all), all);
    expect(param(page, 'price')).toBeNull();
    expect(await page.locator('.filter-tag').count()).toBe(0);
  });

  it('Max Pris: dishes over the price are folded ("N rätter över 100 SEK"), every card keeps a dish within it, one unit', async () => {
    const api = await apiList({ ...MALMO_MONDAY, price: '100' });
    const overInApi = api.data.flatMap((r) => r.lunch_menus.map((m) => ((m.price ?? 0) > 0 ? m.price! : r.fallback_price))).filter((p) => p > 100);
    expect(overInApi.length, 'the demo data has dishes over 100 SEK in restaurants under 100 SEK').toBeGreaterThan(0);
    const page = await openList(`${MALMO_MONDAY_QUERY}&price=100`);
    await page.locator('.filter-tag', { hasText: 'Max Pris: 100 SEK' }).waitFor();
    expect(await page.getByRole('button', { name: /^Pris/ }).textContent()).toContain('100 SEK');
    await page.locator('.menus-over-price summary').first().waitFor();
    const cards = await items(page).all();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const shownPrices = await card.locator(':scope .restaurant-card > .menus .menu__price').allTextContents();
      expect(shownPrices.length, 'a listed restaurant has a dish within the price').toBeGreaterThan(0);
      for (const text of shownPrices) expect(Number(text.replace(/\D/g, ''))).toBeLessThanOrEqual(100);
      const summary = card.locator('.menus-over-price summary');
      if ((await summary.count()) === 0) continue;
      const folded = await card.locator('.menus-over-price .menu__price').allTextContents();
      expect(folded.length).toBeGreaterThan(0);
      expect(folded.every((text) => Number(text.replace(/\D/g, '')) > 100)).toBe(true);
      expect(await summary.textContent()).toBe(`${folded.length} ${folded.length === 1 ? 'rätt' : 'rätter'} över 100 SEK`);
    }
  });

  it('Mattyp: one panel open at a time; Apply commits the cuisines, each a removable tag', async () => {
    const page = await openList(MALMO_MONDAY_QUERY);
    const both = await apiTotal({ ...MALMO_MONDAY, cuisines: 'Italiensk,Svensk' });
    const swedish = await apiTotal({ ...MALMO_MONDAY, cuisines: 'Svensk' });

    await page.getByRole('button', { name: /^Mattyp/ }).click();
    await page.getByRole('checkbox', { name: 'Italiensk' }).check();
    // Opening Kost closes Mattyp without applying its draft.
    await page.getByRole('button', { name: /^Kost/ }).click();
    expect(await page.getByRole('button', { name: /^Mattyp/ }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('checkbox', { name: 'Glutenfri' }).isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Italiensk' }).count()).toBe(0);
    expect(param(page, 'cuisines')).toBeNull();

    await page.getByRole('button', { name: /^Mattyp/ }).click();
    expect(await page.getByRole('checkbox', { name: 'Italiensk' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox').count()).toBe(22);
    await page.getByRole('checkbox', { name: 'Italiensk' }).check();
    await page.getByRole('checkbox', { name: 'Svensk' }).check();
    await page.getByRole('button', { name: 'Tillämpa' }).click();

    expect(param(page, 'cuisines')).toBe('Italiensk,Svensk');
    expect(page.url()).toContain('cuisines=Italiensk,Svensk');
    await page.locator('.filter-tag', { hasText: 'Italiensk' }).waitFor();
    await page.locator('.filter-tag', { hasText: 'Svensk' }).waitFor();
    await expectCount(page, firstPage(both), both);

    await page.getByRole('button', { name: 'Ta bort filter Italiensk' }).click();
    await expectCount(page, firstPage(swedish), swedish);
    expect(param(page, 'cuisines')).toBe('Svensk');
    // Focus stays on the tags (the remaining tag's remove button), not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Ta bort filter Svensk');
  });

  it('Kost with the keyboard: Escape closes and returns focus, Apply commits, Återställ clears', async () => {
    const page = await openList(MALMO_MONDAY_QUERY);
    const all = await apiTotal(MALMO_MONDAY);
    const glutenFree = await apiTotal({ ...MALMO_MONDAY, dietaryOptions: 'Glutenfri' });

    const kost = page.getByRole('button', { name: /^Kost/ });
    await kost.focus();
    await page.keyboard.press('Enter');
    expect(await kost.getAttribute('aria-expanded')).toBe('true');
    // Focus moved into the panel, onto the first option.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('Vegetarisk');
    await page.keyboard.press('Escape');
    expect(await kost.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kost');

    await page.keyboard.press('Enter');
    await page.getByRole('checkbox', { name: 'Glutenfri' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Tillämpa' }).focus();
    await page.keyboard.press('Enter');
    expect(param(page, 'dietaryOptions')).toBe('Glutenfri');
    await page.locator('.filter-tag', { hasText: 'Glutenfri' }).waitFor();
    await expectCount(page, firstPage(glutenFree), glutenFree);

    await kost.click();
    await page.getByRole('button', { name: 'Återställ' }).click();
    await expectCount(page, firstPage(all), all);
    expect(param(page, 'dietaryOptions')).toBeNull();
  });

  it('Ingår i lunchen: capitalised options, tag and URL value', async () => {
    const page = await openList(MALMO_MONDAY_QUERY);
    const coffee = await apiTotal({ ...MALMO_MONDAY, lunchIncludes: 'kaffe' });
    await page.getByRole('button', { name: /^Ingår i lunchen/ }).click();
    expect(await page.locator('.filter-panel label').first().textContent()).toBe('Kaffe');
    await page.getByRole('checkbox', { name: 'Kaffe' }).check();
    await page.getByRole('button', { name: 'Tillämpa' }).click();
    expect(param(page, 'lunchIncludes')).toBe('kaffe');
    await page.locator('.filter-tag', { hasText: 'Kaffe' }).waitFor();
    await expectCount(page, firstPage(coffee), coffee);
    // The very restaurants the API lists for that filter, each including coffee.
    const expected = (await apiList({ ...MALMO_MONDAY, lunchIncludes: 'kaffe', limit: '12' })).data;
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((r) => r.lunch_includes.some((i) => i.toLowerCase() === 'kaffe'))).toBe(true);
    expect(await items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-restaurant-id')))).toEqual(
      expected.map((r) => r.id),
    );
  });

  it('a shared link reproduces the view, with its tags; "Rensa alla filter" clears them', async () => {
    const query = `${MALMO_MONDAY_QUERY}&price=250&cuisines=Svensk,Pizza&dietaryOptions=Vegetarisk`;
    const page = await openList(query);
    const total = await apiTotal({ ...MALMO_MONDAY, price: '250', cuisines: 'Svensk,Pizza', dietaryOptions: 'Vegetarisk' });
    if (total > 0) await expectCount(page, firstPage(total), total);
    expect(await page.locator('.filter-tag').allTextContents()).toEqual(['Max Pris: 250 SEK', 'Svensk', 'Pizza', 'Vegetarisk']);
    await page.getByRole('button', { name: 'Rensa alla filter' }).click();
    await eventually(() => page.locator('.filter-tag').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?city=Malm%C3%B6&selectedDay=Monday');
  });
});

describe('lunch list: counts in Swedish', () => {
  it('says "Visar 1 av 1 restaurang" when one restaurant is listed', async () => {
    // A filter that finds exactly one restaurant in the demo data, looked up through the API.
    let query: string | undefined;
    for (const city of ['Lund', 'Landskrona', 'Borås', 'Gävle', 'Sundsvall', 'Umeå', 'Helsingborg', 'Uppsala']) {
      for (const cuisine of ['Koreansk', 'Libanesisk', 'Vietnamesisk', 'Balkan', 'Kebab', 'Halal', 'Fransk', 'Turkisk', 'Indisk', 'Thailändsk', 'Sushi', 'Kinesisk']) {
        if ((await apiTotal({ city, selectedDay: 'Monday', cuisines: cuisine })) === 1) {
          query = `city=${encodeURIComponent(city)}&selectedDay=Monday&cuisines=${encodeURIComponent(cuisine)}`;
          break;
        }
      }
      if (query) break;
    }
    expect(query, 'a filter that finds one restaurant').toBeDefined();
    const page = await openList(query!);
    await eventually(() => countLine(page).textContent()).toBe('Visar 1 av 1 restaurang');
  });
});

describe('lunch list: days', () => {
  it('switches the day with the day buttons Mån to Sön (aria-pressed) and writes it to the URL', async () => {
    const page = await openList(MALMO_MONDAY_QUERY);
    expect(await page.locator('.day-picker__short').allTextContents()).toEqual(['Mån', 'Tis', 'Ons', 'Tor', 'Fre', 'Lör', 'Sön']);
    const saturday = await apiTotal({ city: 'Malmö', selectedDay: 'Saturday' });
    await page.locator('.day-picker').getByRole('button', { name: /lördag/ }).click();
    expect(param(page, 'selectedDay')).toBe('Saturday');
    expect(await page.locator('.day-picker').getByRole('button', { name: /lördag/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.day-picker').getByRole('button', { name: /måndag/ }).getAttribute('aria-pressed')).toBe('false');
    await expectCount(page, firstPage(saturday), saturday);
  });
});

describe('lunch list: search', () => {
  it('debounces typing by 300 ms, forgives accents ("kottbullar") and describes the result', async () => {
    // Find a city and weekday whose menus have köttbullar this week (the demo menus change weekly).
    let found: { city: string; selectedDay: string; total: number } | null = null;
    for (const city of ['Malmö', 'Stockholm', 'Helsingborg']) {
      for (const selectedDay of WEEKDAYS) {
        const total = await apiTotal({ city, selectedDay, search: 'köttbullar' });
        if (total > 0) found = { city, selectedDay, total };
        if (found) break;
      }
      if (found) break;
    }
    expect(found, 'some demo restaurant serves köttbullar this week').not.toBeNull();
    const { city, selectedDay, total } = found!;
    expect(await apiTotal({ city, selectedDay, search: 'kottbullar' })).toBe(total);

    const page = await openPage();
    // The page's clock is the test's while typing: the 300 ms are counted on it, however slow the machine.
    await page.clock.install();
    await page.goto(`/lunch-list?city=${encodeURIComponent(city)}&selectedDay=${selectedDay}`);
    await items(page).first().waitFor();
    const requests = restaurantRequests(page);
    const box = page.getByRole('searchbox');
    expect(await box.getAttribute('placeholder')).toBe('Sök restaurang, rätt eller meny...');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await box.pressSequentially('kottbullar');
    // 299 ms after the last key: nothing sent yet; at 300 ms the search is committed.
    await page.clock.runFor(299);
    expect(param(page, 'search')).toBeNull();
    await requestsSettled(page);
    expect(requests.filter((url) => url.searchParams.has('search'))).toEqual([]);
    await page.clock.runFor(1);
    await page.waitForURL((url) => url.searchParams.get('search') === 'kottbullar');
    await page.clock.resume();
    const word = total === 1 ? 'restaurang' : 'restauranger';
    await page.getByText(`Visar ${total} ${word} för "kottbullar"`).waitFor();
    const searched = requests.filter((url) => url.searchParams.has('search'));
    expect(searched.map((url) => url.searchParams.get('search'))).toEqual(['kottbullar']);
    // The notice can show before the list has rendered its items on a busy machine: wait for them.
    await eventually(() => items(page).count()).toBe(total);
    expect((await items(page).first().textContent())?.toLowerCase()).toContain('köttbullar');

    // Clearing the box brings the whole list back.
    await box.fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await eventually(() => page.locator('.search-notice').textContent()).toBe('');
  });

  it('shows the empty state and says nothing was found', async () => {
    const page = await openPage();
    await page.goto(`/lunch-list?${MALMO_MONDAY_QUERY}&search=xyzzyq`);
    await page.getByRole('heading', { name: 'Inga restauranger hittades' }).waitFor();
    await page.getByText('Försök justera dina sökfilter för fler resultat.').waitFor();
    await page.getByText('Inga träffar för "xyzzyq"').waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('xyzzyq');
  });
});

describe('lunch list: paging', () => {
  it('loads 12, then 5 more with "Visa fler restauranger", then by scrolling to the end message', async () => {
    const page = await openPage();
    const requests = restaurantRequests(page);
    await page.goto(`/lunch-list?${MALMO_MONDAY_QUERY}`);
    const total = await apiTotal(MALMO_MONDAY);
    expect(total).toBeGreaterThan(17);
    await expectCount(page, 12, total);
    expect(await page.getByText('Du har sett alla restauranger').count()).toBe(0);

    // Pressed where it is, without scrolling to it first: scrolling that far down would itself load
    // the next page (the button sits well within 1000 px of the page bottom).
    await page.getByRole('button', { name: 'Visa fler restauranger' }).dispatchEvent('click');
    await expectCount(page, 17, total);

    // From here on only scrolling: each time the page bottom comes within 1000 px, the next page loads.
    for (let shown = 17; shown < total; ) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const next = Math.min(total, shown + 5);
      await expectCount(page, next, total);
      shown = next;
    }
    await page.getByText('Du har sett alla restauranger').waitFor();
    expect(await page.getByRole('button', { name: 'Visa fler restauranger' }).count()).toBe(0);

    // (A development build of React mounts twice under StrictMode, so a page may be asked for twice.)
    const pages = [...new Set(requests.map((url) => `${url.searchParams.get('page')}:${url.searchParams.get('limit')}`))];
    const expectedPages = Array.from({ length: 2 + Math.ceil((total - 12) / 5) - 1 }, (_, i) => (i === 0 ? '1:12' : `${i + 1}:5`));
    expect(pages).toEqual(expectedPages);
    const ids = await items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-restaurant-id')));
    expect(new Set(ids).size).toBe(total);
  });

  it('a filter change starts again at page 1 and clears the list', async () => {
    const page = await openList(MALMO_MONDAY_QUERY);
    const total = await apiTotal(MALMO_MONDAY);
    await page.getByRole('button', { name: 'Visa fler restauranger' }).dispatchEvent('click');
    await expectCount(page, 17, total);
    const requests = restaurantRequests(page);
    await page.locator('.day-picker').getByRole('button', { name: /tisdag/ }).click();
    const tuesday = await apiTotal({ city: 'Malmö', selectedDay: 'Tuesday' });
    await expectCount(page, firstPage(tuesday), tuesday);
    expect(new Set(requests.map((url) => url.searchParams.get('page')))).toEqual(new Set(['1']));
    // Back to Monday: page 1 again, not the 17 loaded before.
    await page.goBack();
    await expectCount(page, 12, total);
  });
});

describe('lunch list: loading and errors', () => {
  it('shows the spinner while loading and the error state when the server fails', async () => {
    const page = await openPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/restaurants?**', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"boom"}' });
    });
    await page.goto(`/lunch-list?${MALMO_MONDAY_QUERY}`);
    await page.getByText('Laddar restauranger...').waitFor();
    release();
    await page.getByRole('heading', { name: 'Ett fel uppstod' }).waitFor();
    await page.getByText('Kunde inte ladda restauranger. Försök igen senare.').waitFor();
    await page.getByText(/^Fel vid hämtning: Failed to fetch restaurants: (Internal Server Error|500)$/).waitFor();
    expect(await page.getByRole('alert').count()).toBeGreaterThan(0);
  });
});

describe('lunch list: loading on a phone', () => {
  it('shows "Laddar restauranger..." in the first screen at 390 x 844, then the map above the list', async () => {
    const page = await openPage(PHONE);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/restaurants?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/lunch-list?${MALMO_MONDAY_QUERY}`);
    const loading = page.getByText('Laddar restauranger...');
    await loading.waitFor();
    const box = (await loading.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    release();
    await items(page).first().waitFor();
    const map = (await page.locator('.lunch-list__map').boundingBox())!;
    const list = (await page.locator('.restaurant-list').boundingBox())!;
    expect(map.y + map.height).toBeLessThanOrEqual(list.y);
  });
});

describe('lunch list: history', () => {
  it('back and forward restore filters, day and search', async () => {
    const page = await openList(MALMO_MONDAY_QUERY);
    const italianMonday = await apiTotal({ ...MALMO_MONDAY, cuisines: 'Italiensk' });
    const all = await apiTotal(MALMO_MONDAY);

    await page.getByRole('button', { name: /^Mattyp/ }).click();
    await page.getByRole('checkbox', { name: 'Italiensk' }).check();
    await page.getByRole('button', { name: 'Tillämpa' }).click();
    await expectCount(page, firstPage(italianMonday), italianMonday);
    await page.locator('.day-picker').getByRole('button', { name: /onsdag/ }).click();
    await page.waitForURL((url) => url.searchParams.get('selectedDay') === 'Wednesday');
    await page.getByRole('searchbox').fill('soppa');
    await page.waitForURL((url) => url.searchParams.get('search') === 'soppa');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await eventually(() => page.getByRole('searchbox').inputValue()).toBe('');
    expect(await page.locator('.day-picker').getByRole('button', { name: /onsdag/ }).getAttribute('aria-pressed')).toBe('true');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('selectedDay') === 'Monday');
    expect(await page.locator('.day-picker').getByRole('button', { name: /måndag/ }).getAttribute('aria-pressed')).toBe('true');
    await page.locator('.filter-tag', { hasText: 'Italiensk' }).waitFor();
    await expectCount(page, firstPage(italianMonday), italianMonday);

    await page.goBack();
    await eventually(() => page.locator('.filter-tag').count()).toBe(0);
    await expectCount(page, firstPage(all), all);

    await page.goForward();
    await page.locator('.filter-tag', { hasText: 'Italiensk' }).waitFor();
    await page.goForward();
    await page.goForward();
    await eventually(() => page.getByRole('searchbox').inputValue()).toBe('soppa');
  });
});

describe('lunch list: near me', () => {
  it('uses the browser position for distances when allowed', async () => {
    const page = await openPage(DESKTOP, { geolocation: { latitude: 55.5931, longitude: 13.0214 }, permissions: ['geolocation'] });
    await page.goto(`/lunch-list?${MALMO_MONDAY_QUERY}`);
    await items(page).first().waitFor();
    const withPosition = page.waitForRequest((r) => new URL(r.url()).searchParams.get('lat') === '55.5931');
    await page.getByRole('button', { name: 'Nära mig' }).click();
    const request = new URL((await withPosition).url());
    expect(request.searchParams.get('lng')).toBe('13.0214');
    expect(request.searchParams.get('sort')).toBe('distance');
    await page.getByText('Närmast först: avstånden räknas från din position.').waitFor();
    expect(await page.getByRole('button', { name: 'Nära mig' }).getAttribute('aria-pressed')).toBe('true');

    // Nearest first: the cards' distances from the visitor never go down, and the order is not the
    // rank order (which would put a farther card above a nearer one in this demo city).
    await items(page).first().getByText(/från dig/).waitFor();
    const shownKm = await page.locator('.restaurant-card__distance').evaluateAll((els) =>
      els.map((el) => {
        const text = el.textContent ?? '';
        const value = Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
        return / m från/.test(text) ? value / 1000 : value;
      }),
    );
    expect(shownKm.length).toBeGreaterThan(5);
    for (let i = 1; i < shownKm.length; i++) expect(shownKm[i]).toBeGreaterThanOrEqual(shownKm[i - 1]);
    const byRank = await apiList({ city: 'Malmö', selectedDay: 'Monday', lat: '55.5931', lng: '13.0214' });
    const rankDistances = byRank.data.map((r) => r.distance);
    expect(rankDistances.some((d, i) => i > 0 && d < rankDistances[i - 1])).toBe(true);
    // The position is the visitor's own: never in the URL.
    expect(page.url()).not.toContain('55.59');
  });

  it('falls back to the centre with a notice when the position is refused', async () => {
    const page = await openList(MALMO_MONDAY_QUERY);
    await page.getByRole('button', { name: 'Nära mig' }).click();
    await page.getByText('Din position kunde inte hämtas. Avstånden räknas från centrum.').waitFor();
    expect(await page.getByRole('button', { name: 'Nära mig' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('lunch list: layout', () => {
  it('on a phone: the map above the list, 300 px high, nothing wider than the screen; panels fit', async () => {
    const page = await openPage(PHONE);
    // Time runs as usual, but the test can jump the page's clock past the 500 ms a new result waits;
    // with reduced motion a scroll happens at once instead of gliding, so its position can be read.
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/lunch-list?${MALMO_MONDAY_QUERY}`);
    await items(page).first().waitFor();
    const map = (await page.locator('.lunch-list__map').boundingBox())!;
    const list = (await page.locator('.restaurant-list').boundingBox())!;
    expect(map.height).toBe(300);
    expect(map.y + map.height).toBeLessThanOrEqual(list.y);
    expect(map.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The first load leaves the page where it is, also past the delay after which a change scrolls (below).
    await page.clock.runFor(1_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A day change brings the first result into view 500 ms after it arrives (here it starts below the fold).
    const firstTop = () => items(page).first().evaluate((el) => el.getBoundingClientRect().top);
    expect(await firstTop()).toBeGreaterThan(844 - 200);
    await page.locator('.day-picker').getByRole('button', { name: /tisdag/ }).click();
    await page.waitForURL((url) => url.searchParams.get('selectedDay') === 'Tuesday');
    const headerBottom = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
    await eventually(firstTop).toBeLessThan(headerBottom + 40);
    expect(await firstTop()).toBeGreaterThanOrEqual(headerBottom);
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.getByRole('button', { name: /^Mattyp/ }).click();
    const panel = (await page.locator('.filter-panel').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
    await page.getByRole('checkbox', { name: 'Sushi' }).check();
    await page.getByRole('button', { name: 'Tillämpa' }).click();
    await page.locator('.filter-tag', { hasText: 'Sushi' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('on a desktop: the map beside the list, staying in view while the list scrolls', async () => {
    const page = await openList(MALMO_MONDAY_QUERY);
    const map = (await page.locator('.lunch-list__map').boundingBox())!;
    const list = (await page.locator('.restaurant-list').boundingBox())!;
    expect(map.x).toBeGreaterThanOrEqual(list.x + list.width);
    expect(Math.abs(map.y - list.y)).toBeLessThan(80);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.waitForFunction(() => window.scrollY >= 2400);
    const stuck = (await page.locator('.lunch-list__map').boundingBox())!;
    expect(stuck.y).toBeGreaterThanOrEqual(0);
    expect(stuck.y + stuck.height).toBeLessThanOrEqual(800);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});
