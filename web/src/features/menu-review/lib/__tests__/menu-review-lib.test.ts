import { describe, expect, it } from 'vitest';
import type { ExtractedDish, ReviewDecisionResult } from '@lunch/shared';
import { HttpError } from '../../../../lib/api-client';
import { corpusFileName, failureOutcome, successOutcome } from '../decision-outcome';
import { addDish, approveInputOf, dishCount, draftOf, parsePrice, removeDish, updateDish } from '../review-draft';
import { confidenceText, confidenceTone, dateTimeText, dayHeadingText, reviewFilterOf, weekText } from '../review-format';

const dish = (date: string, day: ExtractedDish['day'], name: string, price: number | null): ExtractedDish => ({
  day,
  date,
  name,
  description: '',
  price,
  tags: [],
});

// 2026-W48: Monday 23 November.
const reading = {
  week: '2026-W48',
  dishes: [
    dish('2026-11-23', 'Monday', 'Köttbullar', 125),
    dish('2026-11-23', 'Monday', 'Veckans fisk', 49),
    dish('2026-11-25', 'Wednesday', 'Ärtsoppa', null),
  ],
  closedDays: ['2026-11-27'],
};

describe('draftOf', () => {
  it('has Monday to Friday of the stated week, the dishes on their days, prices as text, closed days marked', () => {
    const draft = draftOf(reading);
    expect(draft.days.map((d) => [d.date, d.day, d.closed, d.dishes.map((x) => `${x.name}|${x.price}`)])).toEqual([
      ['2026-11-23', 'Monday', false, ['Köttbullar|125', 'Veckans fisk|49']],
      ['2026-11-24', 'Tuesday', false, []],
      ['2026-11-25', 'Wednesday', false, ['Ärtsoppa|']],
      ['2026-11-26', 'Thursday', false, []],
      ['2026-11-27', 'Friday', true, []],
    ]);
    expect(dishCount(draft)).toBe(3);
  });

  it('without a stated week uses the week of the dishes, and keeps a Saturday that has dishes', () => {
    const draft = draftOf({ week: null, dishes: [dish('2026-11-25', 'Wednesday', 'Soppa', 95), dish('2026-11-28', 'Saturday', 'Brunch', 189)], closedDays: [] });
    expect(draft.days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  });
});

describe('editing a draft', () => {
  it('edits a price, deletes a dish and adds one, and sends exactly that', () => {
    let draft = draftOf(reading);
    const [meatballs, fish] = draft.days[0].dishes;
    draft = updateDish(draft, meatballs.key, { price: '119' });
    draft = removeDish(draft, fish.key);
    const added = addDish(draft, '2026-11-24');
    draft = updateDish(added.draft, added.key, { name: '  Pannbiff ', price: '115 kr' });
    const built = approveInputOf(draft);
    expect(built).toEqual({
      input: {
        dishes: [
          { day: 'Monday', date: '2026-11-23', name: 'Köttbullar', description: '', price: 119, tags: [] },
          { day: 'Tuesday', date: '2026-11-24', name: 'Pannbiff', description: '', price: 115, tags: [] },
          { day: 'Wednesday', date: '2026-11-25', name: 'Ärtsoppa', description: '', price: null, tags: [] },
        ],
      },
    });
  });

  it('keys of added dishes never repeat a key in the draft', () => {
    const first = addDish(draftOf(reading), '2026-11-24');
    const second = addDish(first.draft, '2026-11-24');
    const keys = second.draft.days.flatMap((d) => d.dishes.map((x) => x.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a dish without a name and a price that is not whole kronor, per dish', () => {
    let draft = draftOf(reading);
    const [meatballs, fish] = draft.days[0].dishes;
    draft = updateDish(draft, meatballs.key, { name: '   ' });
    draft = updateDish(draft, fish.key, { price: '12,50' });
    expect(approveInputOf(draft)).toEqual({
      errors: { [meatballs.key]: { name: 'Rätten behöver ett namn' }, [fish.key]: { price: 'Ange priset i hela kronor, t.ex. 125 (eller lämna tomt)' } },
    });
  });

  it('refuses to publish nothing (the server does too): such a reading is rejected', () => {
    let draft = draftOf(reading);
    for (const d of draft.days.flatMap((day) => day.dishes)) draft = removeDish(draft, d.key);
    expect(approveInputOf(draft)).toEqual({ errors: {}, nothingLeft: true });
  });
});

describe('parsePrice', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['125', 125],
    ['125 kr', 125],
    ['125kr', 125],
    ['125:-', 125],
    ['125,00', 125],
    ['99 SEK', 99],
    ['0', 0],
  ])('%j is %j', (text, price) => expect(parsePrice(text)).toEqual({ price }));

  it.each(['12,50', 'tolv', '-5', '125 kr 135 kr', '20000'])('%j is refused', (text) => expect(parsePrice(text)).toHaveProperty('error'));
});

describe('formatting', () => {
  it('confidence as a Swedish percentage with a tone by the publish threshold', () => {
    expect(confidenceText(0.62)).toBe('62\u00a0%');
    expect(confidenceText(1.3)).toBe('100\u00a0%');
    expect([0.2, 0.49, 0.5, 0.79, 0.8, 1].map(confidenceTone)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });

  it('weeks, days and times the Swedish way', () => {
    expect(weekText('2026-W48')).toBe('v. 48');
    expect(weekText('2027-W01')).toBe('v. 1');
    expect(weekText(null)).toBe('Ingen vecka');
    expect(weekText('2026-W48', 'none')).toBe('v. 48 (ej angiven)');
    expect(weekText('2026-W48', 'marker')).toBe('v. 48');
    expect(dayHeadingText('2026-11-23')).toBe('Måndag 23 november');
    expect(dayHeadingText('2026-11-27')).toBe('Fredag 27 november');
    // Swedish time: 08:15 UTC in November is 09:15 in Stockholm.
    expect(dateTimeText('2026-11-24T08:15:00.000Z')).toBe('2026-11-24 09:15');
    expect(dateTimeText('not a date')).toBe('not a date');
  });

  it('an unknown status filter is the waiting queue', () => {
    expect(reviewFilterOf('rejected')).toBe('rejected');
    expect(reviewFilterOf('superseded')).toBe('waiting');
    expect(reviewFilterOf(null)).toBe('waiting');
  });
});

describe('what a decision came to', () => {
  const result: ReviewDecisionResult = { review: {} as ReviewDecisionResult['review'], menusStored: 2, message: 'Menus published for Testkrogen' };
  const answer = (status: number, body: unknown) => new HttpError(status, JSON.stringify(body), 'status text');

  it("a 200 is a success in the server's own words", () => {
    expect(successOutcome('approve', result)).toEqual({ kind: 'done', text: 'Menus published for Testkrogen.' });
    expect(successOutcome('reject', { ...result, menusStored: undefined, message: 'Avvisad!' })).toEqual({ kind: 'done', text: 'Avvisad!' });
    expect(successOutcome('reject', { ...result, message: '' })).toEqual({ kind: 'done', text: 'Läsningen avvisades.' });
  });

  it('409 says another admin decided first, 400 gives the server reason, 404 that it is gone', () => {
    const conflict = failureOutcome(answer(409, { error: 'already_decided', message: 'The review was already published' }), 'Publiceringen misslyckades');
    expect(conflict.kind).toBe('already-decided');
    expect(conflict.text).toContain('En annan admin hann besluta om läsningen först');
    expect(conflict.text).toContain('The review was already published');
    expect(failureOutcome(answer(400, { error: 'bad_request', message: 'A dish needs a name' }), 'x')).toEqual({ kind: 'invalid', text: 'Servern godtog inte rätterna: A dish needs a name' });
    expect(failureOutcome(answer(404, { error: 'not_found', message: 'Review not found' }), 'x').kind).toBe('gone');
    expect(failureOutcome(answer(500, { error: 'internal_error', message: 'Something went wrong' }), 'Publiceringen misslyckades')).toEqual({
      kind: 'failed',
      text: 'Publiceringen misslyckades: 500: Something went wrong',
    });
    expect(failureOutcome(new TypeError('Failed to fetch'), 'Avvisningen misslyckades')).toEqual({ kind: 'failed', text: 'Avvisningen misslyckades: inget svar från servern.' });
  });

  it('names the corpus file after the restaurant and week', () => {
    expect(corpusFileName('Café Åkerö & Co', '2026-W48', '0123456789abcdef')).toBe('cafe-akero-co-2026-W48-89abcdef.json');
    expect(corpusFileName('!!!', null, 'abc')).toBe('restaurang-utan-vecka-abc.json');
  });
});
