import { randomUUID } from 'node:crypto';
import azureFunctions, { type Timer } from '@azure/functions';
import { CronExpressionParser } from 'cron-parser';
import { declaredTimerFunctions, type DeclaredTimerFunction } from '../src/app/declare-timer';

/**
 * The local host's reproduction of the Azure Functions timer trigger for functions declared with
 * declareTimer. Schedules are NCRONTAB with seconds (six fields), read by cron-parser, and evaluated in
 * UTC: that is what Azure does unless the app setting WEBSITE_TIME_ZONE is set (this project does not
 * set it, so '0 30 5 * * 1-5' is 05:30 UTC, 06:30 or 07:30 in Stockholm).
 * Like the host: one run at a time per function; occurrences that pass during a run are skipped; a
 * failed run is logged and not retried. Unlike the host, nothing is remembered across restarts (no
 * schedule monitor), so an occurrence missed while the local stack was down is not made up for.
 */
const { InvocationContext } = azureFunctions;

/** A run that starts this much after its occurrence is reported as past due. */
const PAST_DUE_MS = 1000;
/** setTimeout's longest delay; longer waits are chained. */
const MAX_TIMEOUT_MS = 2_147_483_647;
/** What Azure reports as the last run before the first one. */
const NEVER = '0001-01-01T00:00:00.000Z';

export interface TimerRunnerOptions {
  /** Default: every function declared with declareTimer so far. */
  functions?: readonly DeclaredTimerFunction[];
  /** IANA zone the schedules are read in. Default 'UTC', as in Azure. */
  timeZone?: string;
  log?: (line: string) => void;
}

export interface TimerRunner {
  /** How many timer functions it runs. */
  readonly count: number;
  /** The next occurrence of each function, for logs and tests. */
  next(name: string): Date | undefined;
  /** Stops scheduling and waits for running timers to finish. */
  stop(): Promise<void>;
}

export function nextOccurrence(schedule: string, after: Date, timeZone = 'UTC'): Date {
  return CronExpressionParser.parse(schedule, { currentDate: after, tz: timeZone }).next().toDate();
}

const formatArg = (a: unknown) => (a instanceof Error ? a.stack : typeof a === 'string' ? a : JSON.stringify(a));

export function startTimerRunner(options: TimerRunnerOptions = {}): TimerRunner {
  const functions = options.functions ?? declaredTimerFunctions();
  const timeZone = options.timeZone ?? 'UTC';
  const log = options.log ?? (() => {});
  let stopped = false;
  const timers = new Map<string, NodeJS.Timeout>();
  const upcoming = new Map<string, Date>();
  const running = new Set<Promise<void>>();

  // Parse every schedule before anything runs, so a bad one stops the start with its name.
  for (const fn of functions) {
    try {
      nextOccurrence(fn.schedule, new Date(), timeZone);
    } catch (err) {
      throw new Error(`Timer '${fn.name}': cannot read schedule '${fn.schedule}': ${(err as Error).message}`);
    }
  }

  function arm(fn: DeclaredTimerFunction, at: Date, lastRun: string) {
    if (stopped) return;
    upcoming.set(fn.name, at);
    const wait = at.getTime() - Date.now();
    timers.set(fn.name, setTimeout(() => (wait > MAX_TIMEOUT_MS ? arm(fn, at, lastRun) : fire(fn, at, lastRun)), Math.max(0, Math.min(wait, MAX_TIMEOUT_MS))));
  }

  function fire(fn: DeclaredTimerFunction, occurrence: Date, lastRun: string) {
    const startedAt = new Date();
    // After `occurrence` even if the timer fired a millisecond early, and never in the past.
    const from = () => new Date(Math.max(occurrence.getTime(), Date.now()));
    const timer: Timer = {
      isPastDue: startedAt.getTime() - occurrence.getTime() > PAST_DUE_MS,
      schedule: { adjustForDST: timeZone !== 'UTC' },
      scheduleStatus: { last: lastRun, next: nextOccurrence(fn.schedule, from(), timeZone).toISOString(), lastUpdated: startedAt.toISOString() },
    };
    const context = new InvocationContext({
      invocationId: randomUUID(),
      functionName: fn.name,
      logHandler: (level, ...args) => log(`[${fn.name}] ${level}: ${args.map(formatArg).join(' ')}`),
    });
    const run: Promise<void> = fn
      .run(timer, context)
      .catch(() => {}) // run() has logged it; the next occurrence runs as scheduled
      .finally(() => {
        running.delete(run);
        arm(fn, nextOccurrence(fn.schedule, from(), timeZone), occurrence.toISOString());
      });
    running.add(run);
  }

  for (const fn of functions) arm(fn, nextOccurrence(fn.schedule, new Date(), timeZone), NEVER);

  return {
    count: functions.length,
    next: (name) => upcoming.get(name),
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
