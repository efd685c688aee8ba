import { svCount, svNoun, updateWeekSchema, WEEK_RANGE_MESSAGE } from '@lunch/shared';

export type WeekInputCheck = { ok: true; week: number } | { ok: false; title: 'Invalid Input' | 'Invalid Range'; message: string };

/**
 * Spec section 5, week update value: a whole number, else 'Please enter a valid number' (Invalid Input);
 * from -100 to 100, else 'Week number must be between -100 and 100' (Invalid Range). The shared request
 * schema holds the rule and its texts, so the screen and the server refuse the same values.
 */
export function checkWeekInput(text: string): WeekInputCheck {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed.replace(/^\+/, ''));
  const parsed = updateWeekSchema.shape.week.safeParse(value);
  if (parsed.success) return { ok: true, week: parsed.data };
  const message = parsed.error.issues[0]?.message ?? 'Please enter a valid number';
  return message === WEEK_RANGE_MESSAGE ? { ok: false, title: 'Invalid Range', message } : { ok: false, title: 'Invalid Input', message: 'Please enter a valid number' };
}

/**
 * Spec section 8: 'N vecka/veckor tillagda/borttagna' (a negative shift removes weeks), in the right
 * number: '1 vecka borttagen', '2 veckor tillagda'.
 */
export function weekShiftText(weeks: number): string {
  const n = Math.abs(weeks);
  const done = weeks < 0 ? svNoun(n, 'borttagen', 'borttagna') : svNoun(n, 'tillagd', 'tillagda');
  return `${svCount(n, 'vecka', 'veckor')} ${done}`;
}

/** The confirmation's question, naming the city or all restaurants (spec section 5). */
export function weekShiftQuestion(weeks: number, city: string): string {
  const who = city.trim() ? `every weekly restaurant in ${city.trim()}` : 'all weekly restaurants';
  const n = Math.abs(weeks);
  return `Move the menus of ${who} ${n} ${n === 1 ? 'week' : 'weeks'} ${weeks < 0 ? 'back' : 'forward'}? This cannot be undone.`;
}

/** "2026-W48" → 48. */
export function weekNumberOf(key: string): number | undefined {
  const match = /-W(\d{2})$/.exec(key);
  return match ? Number(match[1]) : undefined;
}
