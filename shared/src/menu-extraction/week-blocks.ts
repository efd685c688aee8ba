import { addDays, isoWeekOf } from '../iso-week';
import type { Weekday } from '../options';
import type { ExtractedWeek } from './types';
import { mondayOfIsoWeek } from './week-detection';

/** The reader's working state: dishes as read, grouped by the week (block) of the page they belong to. */

export interface DraftDish {
  name: string;
  description: string;
  price: number | null;
  tags: string[];
  category?: string;
  swedish: boolean;
  translated: boolean;
  /** For dishes served on several days: which days (null: every open lunch day). */
  days: Weekday[] | null;
  /** The dish line stopped mid-phrase ('..., ', '... med', '... rostade'): the next lower-case line continues the name. */
  open: boolean;
  /** The line reads as English, not Swedish. */
  english?: boolean;
  /** A Swedish line right after an English dish line: perhaps its translation (pages with English first). */
  followsEnglish?: boolean;
  /** Read under a title such as 'Veckans lunch': weekly only if the page has no day sections. */
  tentative?: boolean;
  /** A priced line outside any section: weekly only if no block of the page has day sections and there are several. */
  loose?: boolean;
}

export interface Block {
  week: ExtractedWeek | null;
  lastWeek: ExtractedWeek | null;
  /** The block repeats days of the previous one without saying which week: never kept unless dated. */
  orphan: boolean;
  days: Map<Weekday, DraftDish[]>;
  weekly: DraftDish[];
  closed: Set<Weekday>;
  /** The dish read last into this block. */
  last?: DraftDish;
}

export function newBlock(week: ExtractedWeek | null = null, lastWeek: ExtractedWeek | null = week, orphan = false): Block {
  return { week, lastWeek, orphan, days: new Map(), weekly: [], closed: new Set() };
}

export function blockHasDishes(block: Block): boolean {
  return block.weekly.length > 0 || [...block.days.values()].some((d) => d.length > 0);
}

export function sameWeek(a: ExtractedWeek | null, b: ExtractedWeek | null): boolean {
  return !!a && !!b && a.year === b.year && a.week === b.week;
}

export function weekPlus(week: ExtractedWeek, n: number): ExtractedWeek {
  return isoWeekOf(addDays(mondayOfIsoWeek(week.year, week.week)!, 7 * n));
}

export function compareWeeks(a: ExtractedWeek, b: ExtractedWeek): number {
  return a.year !== b.year ? a.year - b.year : a.week - b.week;
}
