import { z } from 'zod';
import { addDays, isoWeekOf, mondayOf, todayIn, weekdayOf, type IsoDate } from './iso-week';
import { servesLunchOn } from './lunch-hours';
import { DIETARY_OPTIONS, WEEKDAYS, type Weekday } from './options';
import { SWEDISH_WEEKDAYS } from './swedish-weekdays';
import type { LunchHourSlot, LunchMenu } from './types';

/**
 * A restaurant owner's lunch week (issue 21): one document per restaurant and ISO week, saved as a
 * draft while the owner types and published as the restaurant's menus (source 'owner').
 * Week texts are ISO weeks, "2026-W48".
 */

export const OWNER_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** Days of the week as the owner API names them, Monday first. */
export const OWNER_LUNCH_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type OwnerLunchDay = (typeof OWNER_LUNCH_DAYS)[number];

export const MAX_OWNER_DISHES = 12;
export const MAX_OWNER_INCLUDES = 10;
export const MAX_OWNER_PRICE = 2000;

/** The ISO week a week text names, or undefined when it is malformed or the year has no such week (W53). */
export function parseOwnerWeek(text: string): { year: number; week: number } | undefined {
  const match = OWNER_WEEK_PATTERN.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (week < 1 || week > weeksInIsoYear(year)) return undefined;
  return { year, week };
}

/** 52 or 53: 28 December always lies in the last ISO week of its year. */
function weeksInIsoYear(year: number): number {
  return isoWeekOf(`${String(year).padStart(4, '0')}-12-28`).week;
}

export function formatOwnerWeek(year: number, week: number): string {
  return `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`;
}

/** The week text of the ISO week that holds a date. */
export function ownerWeekOf(date: IsoDate): string {
  const { year, week } = isoWeekOf(date);
  return formatOwnerWeek(year, week);
}

/** This ISO week (Swedish time) and the next, as week texts. */
export function currentAndNextOwnerWeek(now: Date = new Date()): { current: string; next: string } {
  const today = todayIn(now);
  return { current: ownerWeekOf(today), next: ownerWeekOf(addDays(today, 7)) };
}

/** The Monday of a week text (the text must be valid: see parseOwnerWeek). */
export function mondayOfOwnerWeek(weekText: string): IsoDate {
  const parsed = parseOwnerWeek(weekText);
  if (!parsed) throw new Error(`Not an ISO week: ${weekText}`);
  // 4 January is always in week 1.
  const weekOneMonday = mondayOf(`${String(parsed.year).padStart(4, '0')}-01-04`);
  return addDays(weekOneMonday, (parsed.week - 1) * 7);
}

/** The seven dates of a week, Monday first. */
export function datesOfOwnerWeek(weekText: string): IsoDate[] {
  const monday = mondayOfOwnerWeek(weekText);
  return OWNER_LUNCH_DAYS.map((_, i) => addDays(monday, i));
}

export function ownerLunchDayOf(date: IsoDate): OwnerLunchDay {
  return OWNER_LUNCH_DAYS[WEEKDAYS.indexOf(weekdayOf(date))];
}

const WEEKDAY_OF: Record<OwnerLunchDay, Weekday> = {
  mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday',
};

/**
 * The days a restaurant serves lunch, from its lunch hours: Monday to Friday always (the editor
 * always offers them), Saturday and Sunday when a lunch-hour slot covers them.
 */
export function ownerLunchDays(lunchHours: readonly LunchHourSlot[] | undefined): OwnerLunchDay[] {
  return OWNER_LUNCH_DAYS.filter((day, i) => i < 5 || servesLunchOn(lunchHours ?? [], WEEKDAY_OF[day]));
}

// ---- Schemas -------------------------------------------------------------------------------------

const isoDate = z
  .string({ error: 'must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), { message: 'must be a real calendar date' });

const price = z
  .number({ error: 'must be a whole number of kronor' })
  .int('must be a whole number of kronor')
  .min(0, 'must be 0 or more')
  .max(MAX_OWNER_PRICE, `must be at most ${MAX_OWNER_PRICE}`);

const time = z.string({ error: 'must be a time HH:MM' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');

export const ownerDishSchema = z.strictObject(
  {
    name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
    description: z.string({ error: 'must be text' }).trim().max(300, 'must be at most 300 characters').optional(),
    price: price.nullable().optional(),
    tags: z
      .array(z.enum(DIETARY_OPTIONS, { error: `must be among ${DIETARY_OPTIONS.join(', ')}` }), { error: 'must be a list of diet tags' })
      .max(DIETARY_OPTIONS.length, `must have at most ${DIETARY_OPTIONS.length} tags`)
      .refine((tags) => new Set(tags).size === tags.length, { message: 'must not repeat a tag' }),
  },
  { error: 'must be a dish { name, description?, price?, tags }' },
);

export const ownerDaySchema = z.strictObject(
  {
    date: isoDate,
    closed: z.boolean({ error: 'must be true or false' }),
    dishes: z.array(ownerDishSchema, { error: 'must be a list of dishes' }).max(MAX_OWNER_DISHES, `must have at most ${MAX_OWNER_DISHES} dishes`),
  },
  { error: 'must be a day { date, closed, dishes }' },
);

export const ownerLunchHoursSchema = z
  .strictObject({ startTime: time, endTime: time }, { error: 'must be { startTime, endTime } or null' })
  .refine((h) => h.startTime < h.endTime, { message: 'must end after it starts', path: ['endTime'] });

/**
 * The week as the owner's editor sends it (PUT). The rules that need the week and the restaurant
 * (dates inside the week, weekend days only when served) are in parseOwnerWeekInput.
 */
export const ownerWeekInputSchema = z.strictObject(
  {
    days: z.array(ownerDaySchema, { error: 'must be a list of days' }).max(7, 'must have at most 7 days'),
    weeklyDishes: z.array(ownerDishSchema, { error: 'must be a list of dishes' }).max(MAX_OWNER_DISHES, `must have at most ${MAX_OWNER_DISHES} dishes`),
    priceForAll: price.nullable(),
    lunchHours: ownerLunchHoursSchema.nullable(),
    includes: z
      .array(z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'), { error: 'must be a list of text' })
      .max(MAX_OWNER_INCLUDES, `must have at most ${MAX_OWNER_INCLUDES} entries`),
  },
  { error: 'body must be a week { days, weeklyDishes, priceForAll, lunchHours, includes }' },
);

export type OwnerDish = z.infer<typeof ownerDishSchema>;
export type OwnerDay = z.infer<typeof ownerDaySchema>;
export type OwnerLunchHours = z.infer<typeof ownerLunchHoursSchema>;
export type OwnerWeekInput = z.infer<typeof ownerWeekInputSchema>;

export interface OwnerWeek extends OwnerWeekInput {
  restaurantId: string;
  /** "2026-W48". */
  week: string;
  status: 'draft' | 'published';
  /** When the draft was last saved (ISO timestamp); null for a week never saved. */
  draftUpdatedAt: string | null;
  publishedAt?: string;
  /** Username of the owner who published. */
  publishedBy?: string;
  /** The draft differs from what was published (always false for a week never published). */
  unpublishedChanges: boolean;
}

export interface OwnerWeekStatus {
  week: string;
  status: 'empty' | 'draft' | 'published';
  publishedAt?: string;
  unpublishedChanges: boolean;
}

export interface OwnerRestaurantSummary {
  id: string;
  name: string;
  city: string;
  servesWeekend: boolean;
  lunchDays: OwnerLunchDay[];
  /** This week and next week, in that order. */
  weeks: OwnerWeekStatus[];
  /** Set by the Thursday reminder while next week is not published. */
  reminder?: { week: string; message: string };
}

export interface OwnerRestaurantsResponse {
  restaurants: OwnerRestaurantSummary[];
}

/** Path of a zod issue as the owner API names fields: days[2].dishes[0].price. */
export function ownerFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

export type OwnerWeekParse = { ok: true; value: OwnerWeekInput } | { ok: false; field: string; message: string };

/**
 * Validates a week for one ISO week and restaurant: the schema, then every date inside the week,
 * no date twice, Saturday/Sunday only when the restaurant serves lunch then. Days come back sorted.
 * The message names the field: "days[2].dishes[0].price: must be at most 2000".
 */
export function parseOwnerWeekInput(body: unknown, weekText: string, lunchDays: readonly OwnerLunchDay[]): OwnerWeekParse {
  const result = ownerWeekInputSchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    // An unknown key is named itself ("bonus: is not a known field"), not the object holding it.
    if (issue.code === 'unrecognized_keys') {
      const field = ownerFieldPath([...issue.path, issue.keys[0]]);
      return { ok: false, field, message: `${field}: is not a known field` };
    }
    const field = ownerFieldPath(issue.path);
    return { ok: false, field, message: field ? `${field}: ${issue.message}` : issue.message };
  }
  const dates = datesOfOwnerWeek(weekText);
  const seen = new Set<string>();
  for (const [i, day] of result.data.days.entries()) {
    const field = `days[${i}].date`;
    if (!dates.includes(day.date)) return { ok: false, field, message: `${field}: ${day.date} is not in week ${weekText}` };
    if (seen.has(day.date)) return { ok: false, field, message: `${field}: ${day.date} appears twice` };
    seen.add(day.date);
    if (!lunchDays.includes(ownerLunchDayOf(day.date))) {
      return { ok: false, field, message: `${field}: the restaurant does not serve lunch on ${SWEDISH_WEEKDAYS[weekdayOf(day.date)].long.toLowerCase()}` };
    }
  }
  const days = [...result.data.days].sort((a, b) => a.date.localeCompare(b.date));
  return { ok: true, value: { ...result.data, days } };
}

// ---- Pure week rules -----------------------------------------------------------------------------

/** A week with every served day open and empty: what the editor shows for a week never saved. */
export function emptyOwnerWeek(restaurantId: string, weekText: string, lunchDays: readonly OwnerLunchDay[]): OwnerWeek {
  const days = datesOfOwnerWeek(weekText)
    .filter((date) => lunchDays.includes(ownerLunchDayOf(date)))
    .map((date): OwnerDay => ({ date, closed: false, dishes: [] }));
  return {
    restaurantId, week: weekText, status: 'draft', draftUpdatedAt: null, unpublishedChanges: false,
    days, weeklyDishes: [], priceForAll: null, lunchHours: null, includes: [],
  };
}

/** Only the fields the owner edits (what a PUT carries), e.g. to compare a draft with what was published. */
export function ownerWeekInputOf(week: OwnerWeekInput): OwnerWeekInput {
  return { days: week.days, weeklyDishes: week.weeklyDishes, priceForAll: week.priceForAll, lunchHours: week.lunchHours, includes: week.includes };
}

const cloneDish = (dish: OwnerDish): OwnerDish => ({ ...dish, tags: [...dish.tags] });

/** "Kopiera förra veckan": the contents of a week moved to another week, each day to the same weekday. */
export function copyWeek(from: OwnerWeekInput, toWeek: string): OwnerWeekInput {
  const targetDates = datesOfOwnerWeek(toWeek);
  return {
    days: from.days.map((day) => ({
      date: targetDates[OWNER_LUNCH_DAYS.indexOf(ownerLunchDayOf(day.date))],
      closed: day.closed,
      dishes: day.dishes.map(cloneDish),
    })),
    weeklyDishes: from.weeklyDishes.map(cloneDish),
    priceForAll: from.priceForAll,
    lunchHours: from.lunchHours ? { ...from.lunchHours } : null,
    includes: [...from.includes],
  };
}

/** "Kopiera måndag till hela veckan": every other day gets Monday's dishes and open/closed state. */
export function copyMondayToWeek<W extends OwnerWeekInput>(week: W): W {
  const monday = week.days.find((day) => ownerLunchDayOf(day.date) === 'mon');
  if (!monday) return week;
  return {
    ...week,
    days: week.days.map((day) => (day === monday ? day : { date: day.date, closed: monday.closed, dishes: monday.dishes.map(cloneDish) })),
  };
}

type PublishableWeek = Pick<OwnerWeek, 'restaurantId' | 'week' | 'days' | 'weeklyDishes' | 'priceForAll'> & { publishedAt: string };

/**
 * The restaurant's menus for a published week, source 'owner': one menu per dish per open day, the
 * weekly dishes on every open day, a "Stängt" marker (`closed: true`) on closed days it serves, so a
 * harvested or demo menu of that day never shows instead, and nothing on days it does not serve.
 * Price: the dish's, else the price for all, else none (the restaurant's fallback price applies).
 */
export function ownerWeekToMenus(week: PublishableWeek, restaurant: { lunch_hours?: LunchHourSlot[] }): LunchMenu[] {
  const served = ownerLunchDays(restaurant.lunch_hours);
  const menus: LunchMenu[] = [];
  for (const day of week.days) {
    if (!served.includes(ownerLunchDayOf(day.date))) continue;
    // Every menu of the day shares its date, weekday, source and publish time.
    const onDay = (key: string, dish: Pick<LunchMenu, 'name' | 'description' | 'price' | 'tags'>, extra: Partial<LunchMenu> = {}): LunchMenu => ({
      _id: `owner-${week.restaurantId}-${day.date}-${key}`,
      ...dish,
      availability: [SWEDISH_WEEKDAYS[weekdayOf(day.date)].long],
      validFrom: day.date,
      validTo: day.date,
      updatedAt: week.publishedAt,
      source: 'owner',
      confirmedAt: week.publishedAt,
      ...extra,
    });
    if (day.closed) {
      menus.push(onDay('closed', { name: 'Stängt', description: '', price: null, tags: [] }, { closed: true }));
      continue;
    }
    const dayDishes = day.dishes.map((dish, i) => ({ dish, key: `d${i}` }));
    const weeklyDishes = week.weeklyDishes.map((dish, i) => ({ dish, key: `w${i}` }));
    for (const { dish, key } of [...dayDishes, ...weeklyDishes]) {
      menus.push(onDay(key, { name: dish.name, description: dish.description ?? '', price: dish.price ?? week.priceForAll ?? null, tags: [...dish.tags] }));
    }
  }
  return menus;
}

/**
 * What an owner's save or publish changed, for the audit log: each changed day by date (open or
 * closed and its dish names), and each other changed field with its new value.
 */
export function ownerWeekChanges(before: OwnerWeekInput | undefined, after: OwnerWeekInput): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const dayOf = (week: OwnerWeekInput | undefined, date: string) => week?.days.find((d) => d.date === date);
  const dates = [...new Set([...(before?.days ?? []), ...after.days].map((d) => d.date))].sort();
  for (const date of dates) {
    const was = dayOf(before, date);
    const now = dayOf(after, date);
    if (same(was, now)) continue;
    changes[date] = now ? { closed: now.closed, dishes: now.dishes.map((d) => (d.price == null ? d.name : `${d.name} (${d.price} kr)`)) } : null;
  }
  if (!same(before?.weeklyDishes ?? [], after.weeklyDishes)) changes.weeklyDishes = after.weeklyDishes.map((d) => d.name);
  for (const field of ['priceForAll', 'lunchHours', 'includes'] as const) {
    if (!same(before?.[field] ?? null, after[field])) changes[field] = after[field];
  }
  return changes;
}
