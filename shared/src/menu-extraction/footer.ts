import { WEEKDAYS } from '../options';
import type { PageReading } from './assemble';

/**
 * 'Kristinehamns Golfkrog', 'Café Norra Hamnen': two to four words, each a capital then lower case, no digits. A line
 * in capitals ('SOUP OF THE DAY') is a heading whose dishes may be missing: kept, for the heading-like doubt.
 */
const TITLE_CASE = /^\p{Lu}[\p{Ll}'’.-]+(?:\s+(?:&\s+)?\p{Lu}[\p{Ll}'’.-]+){1,3}$/u;

/**
 * 'Kafé Strandvägen · Borgholm', 'Hotell Vättersol – Gränna': a venue and its town or street after a separator, each side
 * one to three capitalised words (a small word like 'i' or 'på' inside the name), no digits, no price.
 */
const VENUE_LINE = /^\p{Lu}[\p{L}'’.&-]*(?:\s+(?:\p{Lu}[\p{L}'’.&-]*|i|på|vid|&)){0,3}\s+[·|–—-]\s+\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,2}$/u;

/** A dish name shaped as a venue line (see VENUE_LINE). */
export function isVenueLine(name: string): boolean {
  return VENUE_LINE.test(name.trim());
}

/**
 * The page's footer read as the last day's dish: a venue's name after the last day, recognised by where it stands
 * and its shape, not by a list of names. The last dish of the last day with dishes, on the page's last dish line,
 * unpriced and in Title Case, where that day holds one dish more than every other day (which all hold the same
 * number). Dropped; returns how many were dropped.
 */
export function dropTrailingFooter(page: PageReading): number {
  const blocks = page.blocks.filter((b) => [...b.days.values()].some((d) => d.length > 0));
  const block = blocks[blocks.length - 1];
  if (!block) return 0;
  const days = WEEKDAYS.filter((d) => (block.days.get(d)?.length ?? 0) > 0);
  if (days.length < 3) return 0;
  const last = block.days.get(days[days.length - 1])!;
  const lastLine = Math.max(...[...block.days.values()].flat().map((d) => d.line), ...block.weekly.map((w) => w.dish.line));
  // A venue line ('Name · Town') closing the page after the last day's dishes is the footer, whatever the day's count.
  const closing = last[last.length - 1];
  if (last.length >= 2 && closing.line === lastLine && !closing.ownPrice && !closing.description && isVenueLine(closing.name)) {
    last.pop();
    return 1;
  }
  const others = days.slice(0, -1).map((d) => block.days.get(d)!.length);
  if (!others.every((n) => n === others[0]) || last.length !== others[0] + 1) return 0;
  const footer = last[last.length - 1];
  if (footer.line !== lastLine || footer.ownPrice || footer.description || !TITLE_CASE.test(footer.name.trim())) return 0;
  last.pop();
  return 1;
}
