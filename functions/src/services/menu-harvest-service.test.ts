import { addDays, confidenceOf, extractMenu, isoWeekOf, mondayOf, type ExtractOptions, type MenuExtraction, type MenuExtractor } from '@lunch/shared';
import { describe, expect, it } from 'vitest';
import type { SafeFetcher } from '../harvest/safe-fetch';
import { harvestLunchLink } from './menu-harvest-service';

/** The harvest path without the network or a database: a fake fetcher and a fake language model. */
const today = '2026-11-25';
const monday = mondayOf(today);
const { week } = isoWeekOf(today);
const DAYS = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'];
const DISHES = ['Köttbullar med potatismos', 'Stekt strömming', 'Pasta carbonara', 'Kycklinggryta med ris', 'Fiskgratäng'];
const menuText = `Lunchmeny vecka ${week}\n${DAYS.map((d, i) => `${d}\n${DISHES[i]} 12${i} kr`).join('\n')}`;
const html = `<html><body><nav>Om oss | Boka bord | Evenemang</nav><div id="lunch">${menuText.split('\n').map((l) => `<p>${l}</p>`).join('')}</div><footer>Öppet alla dagar</footer></body></html>`;

const fetcher: SafeFetcher = async (url) => ({ ok: true, url, finalUrl: url, status: 200, contentType: 'text/html; charset=utf-8', body: Buffer.from(html), redirects: [] });

/** A model whose reading is the rules' with one dish's price changed; records what it was given. */
function fakeModel(calls: { text: string; options: ExtractOptions }[]): MenuExtractor {
  return {
    name: 'fake-model',
    extract(text, options): MenuExtraction {
      calls.push({ text, options });
      const rules = extractMenu(text, options);
      return { ...rules, dishes: rules.dishes.map((d, i) => (i === 0 ? { ...d, price: 999 } : d)) };
    },
  };
}

describe('harvestLunchLink', () => {
  it('sets the agreement of the rules and the model on the chosen reading and recomputes its confidence', async () => {
    const calls: { text: string; options: ExtractOptions }[] = [];
    const harvest = await harvestLunchLink('http://lunch.example/meny', { fetcher, today, prefer: 'model', model: fakeModel(calls) });
    expect(calls).toHaveLength(1);
    const extraction = harvest.extraction!;
    expect(extraction.dishes).toHaveLength(5);
    expect(extraction.evidence.modelAgreement).toBe(0.8); // 4 of 5 dishes agree on day, name and price
    expect(extraction.confidence).toBe(confidenceOf(extraction.evidence));
    expect(harvest.outcome.confidence).toBe(extraction.confidence);
  });

  it("gives the model the restaurant's extra prompt and previous menu text, and reads the page within its hints", async () => {
    const calls: { text: string; options: ExtractOptions }[] = [];
    const previousText = { fingerprint: 'f0', firstSeen: addDays(monday, -14) };
    const harvest = await harvestLunchLink('http://lunch.example/meny', {
      fetcher,
      today,
      prefer: 'model',
      model: fakeModel(calls),
      extraPrompt: 'Priserna står under varje rätt',
      previousText,
      hints: { selectorType: '#lunch' },
    });
    expect(calls[0].options).toEqual({ today, previousText, extraPrompt: 'Priserna står under varje rätt' });
    // The selector bounds the text: the navigation and the footer are not read.
    expect(calls[0].text).toContain('Pasta carbonara');
    expect(calls[0].text).not.toContain('Boka bord');
    expect(harvest.pageText).toBe(calls[0].text);
  });

  it('leaves the agreement out when only the rules read the page', async () => {
    const harvest = await harvestLunchLink('http://lunch.example/meny', { fetcher, today, model: null });
    expect(harvest.extraction!.evidence.modelAgreement).toBeUndefined();
    expect(harvest.outcome.extractor).toBe('rules');
  });
});
