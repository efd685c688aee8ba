import type { Weekday } from '@lunch/shared';
import { DAY_LABELS } from './labels';

/** A piece of the "served on other days" sentence: plain text, or a weekday the visitor can switch to. */
export type OtherDaysPart = { text: string; day?: undefined } | { text: string; day: Weekday };

/** The weekday as written inside a Swedish sentence: lower case ("tisdag"). */
export function weekdayInSentence(day: Weekday): string {
  return DAY_LABELS[day].long.toLocaleLowerCase('sv');
}

/**
 * 'Köttbullar serveras tisdag och torsdag', 'Pasta serveras måndag, tisdag och torsdag': the search
 * term as typed with its first letter capitalised, the days in the order given, "och" before the
 * last. Nothing without a term or days.
 */
export function otherDaysParts(term: string, days: readonly Weekday[]): OtherDaysPart[] {
  const subject = term.trim();
  if (!subject || days.length === 0) return [];
  const parts: OtherDaysPart[] = [{ text: `${subject.charAt(0).toLocaleUpperCase('sv')}${subject.slice(1)} serveras ` }];
  days.forEach((day, i) => {
    if (i > 0) parts.push({ text: i === days.length - 1 ? ' och ' : ', ' });
    parts.push({ text: weekdayInSentence(day), day });
  });
  return parts;
}

/** The sentence as plain text. */
export function otherDaysText(term: string, days: readonly Weekday[]): string {
  return otherDaysParts(term, days).map((p) => p.text).join('');
}
