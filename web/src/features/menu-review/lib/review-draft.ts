import {
  addDays,
  mondayOf,
  mondayOfWeekKey,
  weekdayOf,
  type ApproveReviewInput,
  type ExtractedDish,
  type IsoDate,
  type MenuReview,
  type Weekday,
} from '@lunch/shared';

/** A dish as the admin edits it: the price as typed, a key that stays while rows come and go. */
export interface DraftDish {
  key: string;
  name: string;
  price: string;
  /** What the reading had besides name and price; published unchanged. */
  description: string;
  tags: string[];
  category?: string;
}

export interface DraftDay {
  date: IsoDate;
  day: Weekday;
  closed: boolean;
  dishes: DraftDish[];
}

export interface Draft {
  days: DraftDay[];
  /** For the keys of added dishes. */
  nextKey: number;
}

const priceInput = (price: number | null) => (price === null ? '' : String(price));

/**
 * The reading as an editable draft, one entry per day: Monday to Friday of the reading's week (so a day
 * the reader missed can get dishes), and any other day the reading has dishes or a closed day on.
 * The week is the stated one, else the week of the dishes' dates.
 */
export function draftOf(review: Pick<MenuReview, 'week' | 'dishes' | 'closedDays'>): Draft {
  const dates = [...review.dishes.map((d) => d.date), ...review.closedDays].sort();
  const monday = (review.week && mondayOfWeekKey(review.week)) || (dates[0] ? mondayOf(dates[0]) : undefined);
  const allDates = new Set<IsoDate>(dates);
  if (monday) for (let i = 0; i < 5; i++) allDates.add(addDays(monday, i));
  const closed = new Set(review.closedDays);
  let key = 0;
  const days = [...allDates].sort().map<DraftDay>((date) => ({
    date,
    day: weekdayOf(date),
    closed: closed.has(date),
    dishes: review.dishes
      .filter((d) => d.date === date)
      .map((d) => ({ key: `d${key++}`, name: d.name, price: priceInput(d.price), description: d.description, tags: d.tags, category: d.category })),
  }));
  return { days, nextKey: key };
}

export function updateDish(draft: Draft, key: string, change: Partial<Pick<DraftDish, 'name' | 'price'>>): Draft {
  return { ...draft, days: draft.days.map((day) => ({ ...day, dishes: day.dishes.map((d) => (d.key === key ? { ...d, ...change } : d)) })) };
}

export function removeDish(draft: Draft, key: string): Draft {
  return { ...draft, days: draft.days.map((day) => ({ ...day, dishes: day.dishes.filter((d) => d.key !== key) })) };
}

/** An empty dish at the end of the day; its key, to focus its name field. */
export function addDish(draft: Draft, date: IsoDate): { draft: Draft; key: string } {
  const key = `n${draft.nextKey}`;
  const dish: DraftDish = { key, name: '', price: '', description: '', tags: [] };
  return {
    key,
    draft: { nextKey: draft.nextKey + 1, days: draft.days.map((day) => (day.date === date ? { ...day, dishes: [...day.dishes, dish] } : day)) },
  };
}

export const dishCount = (draft: Draft) => draft.days.reduce((n, day) => n + day.dishes.length, 0);

/** Whole kronor: "125", "125 kr", "125:-", "125,00". Empty is no price. */
export function parsePrice(text: string): { price: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { price: null };
  const match = /^(\d{1,5})(?:[.,]0{1,2})?\s*(?:kr|sek|:-)?$/i.exec(trimmed);
  if (!match || Number(match[1]) > 10_000) return { error: 'Ange priset i hela kronor, t.ex. 125 (eller lämna tomt)' };
  return { price: Number(match[1]) };
}

export type DraftErrors = Record<string, { name?: string; price?: string }>;

/**
 * The approve call's body from the draft, or what is wrong per dish (shown beside its fields). Nothing
 * is sent while a dish lacks a name or has a price that is not whole kronor, nor when no dish is left
 * (the server refuses that too: such a reading is rejected instead).
 */
export function approveInputOf(draft: Draft): { input: ApproveReviewInput } | { errors: DraftErrors; nothingLeft?: true } {
  const errors: DraftErrors = {};
  const dishes: ExtractedDish[] = [];
  for (const day of draft.days) {
    for (const dish of day.dishes) {
      const name = dish.name.trim();
      const price = parsePrice(dish.price);
      if (!name) errors[dish.key] = { ...errors[dish.key], name: 'Rätten behöver ett namn' };
      if ('error' in price) errors[dish.key] = { ...errors[dish.key], price: price.error };
      else if (name) {
        dishes.push({
          day: day.day,
          date: day.date,
          name,
          description: dish.description,
          price: price.price,
          tags: dish.tags,
          ...(dish.category ? { category: dish.category } : {}),
        });
      }
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (dishes.length === 0) return { errors: {}, nothingLeft: true };
  return { input: { dishes } };
}
