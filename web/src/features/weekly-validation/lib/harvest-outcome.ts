import { WEEKDAYS, type LastHarvest, type Weekday } from '@lunch/shared';
import { weekNumberOf } from './week-input';

const SHORT: Record<Weekday, string> = { Monday: 'mån', Tuesday: 'tis', Wednesday: 'ons', Thursday: 'tor', Friday: 'fre', Saturday: 'lör', Sunday: 'sön' };

/** Swedish short day names, runs of three or more days as a span: ['Monday'..'Friday'] → 'mån–fre'; Monday, Wednesday → 'mån, ons'. */
export function daysText(days: readonly Weekday[]): string {
  const indexes = [...new Set(days.map((d) => WEEKDAYS.indexOf(d)).filter((i) => i >= 0))].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let start = 0; start < indexes.length; ) {
    let end = start;
    while (end + 1 < indexes.length && indexes[end + 1] === indexes[end] + 1) end++;
    const run = indexes.slice(start, end + 1).map((i) => SHORT[WEEKDAYS[i]]);
    parts.push(run.length >= 3 ? `${run[0]}–${run[run.length - 1]}` : run.join(', '));
    start = end + 1;
  }
  return parts.join(', ');
}

export type HarvestLine = { tone: 'running' | 'ok' | 'problem'; text: string };

/** What a row says once its harvest has ended: the days with menus and their week, or why nothing was stored. */
export function harvestOutcomeLine(outcome: LastHarvest): HarvestLine {
  if (outcome.ok) {
    const week = outcome.week ? weekNumberOf(outcome.week) : undefined;
    const days = daysText(outcome.days);
    const what = days ? `Menyer för ${days}` : `${outcome.menusStored} ${outcome.menusStored === 1 ? 'meny sparad' : 'menyer sparade'}`;
    return { tone: 'ok', text: week ? `${what}, vecka ${week}` : what };
  }
  const reason = outcome.reason ?? outcome.classification;
  return { tone: 'problem', text: outcome.classification === 'ACCESS_ERROR' ? `Misslyckades: ${reason}` : reason };
}

export const HARVEST_RUNNING: HarvestLine = { tone: 'running', text: 'Rescrape pågår…' };

/** How long the screen waits for a harvest's outcome before it stops polling and says so. */
export const HARVEST_WAIT_MS = 3 * 60_000;
export const HARVEST_SILENT: HarvestLine = { tone: 'problem', text: 'Inget besked efter 3 minuter – se Monitoring (loggar)' };
