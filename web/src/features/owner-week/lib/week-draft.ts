import {
  MAX_OWNER_DISHES,
  MAX_OWNER_PRICE,
  ownerFieldPath,
  ownerWeekInputSchema,
  type OwnerDay,
  type OwnerDish,
  type OwnerWeekInput,
} from '@lunch/shared';
import { dayName } from './week-text';

/** A dish row with nothing in it yet: what a new row or an empty day starts with. */
export const blankDish = (): OwnerDish => ({ name: '', description: '', price: null, tags: [] });

const isBlank = (dish: OwnerDish) =>
  !dish.name.trim() && !(dish.description ?? '').trim() && (dish.price ?? null) === null && dish.tags.length === 0;

/** The week as the editor shows it: every open day without dishes gets an empty row to type into. */
export function editableWeek(week: OwnerWeekInput): OwnerWeekInput {
  return {
    days: week.days.map((day) => (day.closed || day.dishes.length > 0 ? day : { ...day, dishes: [blankDish()] })),
    weeklyDishes: week.weeklyDishes,
    priceForAll: week.priceForAll,
    lunchHours: week.lunchHours,
    includes: week.includes,
  };
}

/**
 * What the autosave sends: the rows the owner has not typed anything into are left out, and on a
 * closed day (its rows hidden) the rows without a name, which the owner could not see to fix.
 */
export function weekToSave(week: OwnerWeekInput): OwnerWeekInput {
  const dishes = (list: OwnerDish[], closed = false) =>
    list
      .filter((dish) => !isBlank(dish) && (!closed || dish.name.trim()))
      .map(({ description, ...dish }) => (description?.trim() ? { ...dish, description } : dish));
  return {
    days: week.days.map((day) => ({ ...day, dishes: dishes(day.dishes, day.closed) })),
    weeklyDishes: dishes(week.weeklyDishes),
    priceForAll: week.priceForAll,
    lunchHours: week.lunchHours,
    includes: week.includes,
  };
}

function dishProblem(dish: OwnerDish, where: string): string | null {
  if (!dish.name.trim()) return `${where}: skriv rättens namn`;
  if (dish.price != null && dish.price > MAX_OWNER_PRICE) return `${where}: priset får vara högst ${MAX_OWNER_PRICE} kr`;
  return null;
}

function listProblem(dishes: OwnerDish[], where: string): string | null {
  if (dishes.length > MAX_OWNER_DISHES) return `${where}: högst ${MAX_OWNER_DISHES} rätter`;
  for (const [i, dish] of dishes.entries()) {
    const problem = dishProblem(dish, `${where}, rätt ${i + 1}`);
    if (problem) return problem;
  }
  return null;
}

/**
 * The first thing that keeps a week (as weekToSave gives it) from being saved, in the owner's words,
 * or null. The server checks the same rules (and answers 400 naming the field); checking here first
 * tells the owner at once, in Swedish, where to look.
 */
export function weekProblem(week: OwnerWeekInput, draftLunchHours: LunchHoursDraft): string | null {
  for (const day of week.days) {
    const problem = listProblem(day.dishes, dayName(day.date));
    if (problem) return problem;
  }
  const weekly = listProblem(week.weeklyDishes, 'Veckans rätter');
  if (weekly) return weekly;
  if (week.priceForAll != null && week.priceForAll > MAX_OWNER_PRICE) return `Pris för alla rätter: högst ${MAX_OWNER_PRICE} kr`;
  if (Boolean(draftLunchHours.startTime) !== Boolean(draftLunchHours.endTime)) return 'Lunchtider: fyll i både från och till';
  if (draftLunchHours.startTime && draftLunchHours.startTime >= draftLunchHours.endTime) return 'Lunchtider: sluttiden ska vara efter starttiden';
  const parsed = ownerWeekInputSchema.safeParse(week);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${ownerFieldPath(issue.path)}: ${issue.message}`;
  }
  return null;
}

/** The two time fields as typed ('' while empty); the week holds them only when both are set. */
export interface LunchHoursDraft {
  startTime: string;
  endTime: string;
}

export function lunchHoursOf(draft: LunchHoursDraft): OwnerWeekInput['lunchHours'] {
  return draft.startTime && draft.endTime && draft.startTime < draft.endTime ? { startTime: draft.startTime, endTime: draft.endTime } : null;
}

/** A price as typed: digits only; empty is "no price". */
export function priceFromText(text: string): number | null {
  const digits = text.replace(/\D/g, '').slice(0, 5);
  return digits ? Number(digits) : null;
}

export const priceText = (price: number | null | undefined) => (price == null ? '' : String(price));

export function replaceDay(week: OwnerWeekInput, date: string, change: (day: OwnerDay) => OwnerDay): OwnerWeekInput {
  return { ...week, days: week.days.map((day) => (day.date === date ? change(day) : day)) };
}
