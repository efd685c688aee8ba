import { app, type InvocationContext, type Timer } from '@azure/functions';
import { registersWithAzure } from './registration-mode';

export type { Timer };

export type TimerHandler = (timer: Timer, context: InvocationContext) => Promise<void>;

export interface TimerFunctionDeclaration {
  /** Function name in Azure, also used in logs. */
  name: string;
  /**
   * NCRONTAB with six fields, seconds first: `{second} {minute} {hour} {day} {month} {day-of-week}`,
   * e.g. '0 30 5 * * 1-5' (05:30:00 on weekdays). Evaluated in UTC, in Azure (unless the app setting
   * WEBSITE_TIME_ZONE is set, which this project does not do) and in the local host alike.
   */
  schedule: string;
  /**
   * Runs once per occurrence, on one instance at a time. A failed run is logged and not retried:
   * the next occurrence runs as scheduled. Occurrences that pass while a run is still going are skipped.
   */
  handler: TimerHandler;
}

export interface DeclaredTimerFunction extends TimerFunctionDeclaration {
  /** What Azure and the local timer runner both call. */
  run: (timer: Timer, context: InvocationContext) => Promise<void>;
}

const declared: DeclaredTimerFunction[] = [];

export function declaredTimerFunctions(): readonly DeclaredTimerFunction[] {
  return declared;
}

/** Six whitespace-separated fields: seconds are mandatory in NCRONTAB (five fields is Unix cron, a common mistake). */
const NCRONTAB_SIX_FIELDS = /^\S+(\s+\S+){5}$/;

/**
 * Declares a timer-triggered function once: in Azure it registers app.timer; the local host's timer
 * runner consumes the same declaration.
 */
export function declareTimer(declaration: TimerFunctionDeclaration): DeclaredTimerFunction {
  const schedule = declaration.schedule.trim();
  if (!NCRONTAB_SIX_FIELDS.test(schedule)) {
    throw new Error(`Timer '${declaration.name}': schedule '${declaration.schedule}' must be NCRONTAB with six fields, seconds first (e.g. '0 30 5 * * 1-5')`);
  }
  if (declared.some((fn) => fn.name === declaration.name)) throw new Error(`Timer function '${declaration.name}' is declared twice`);

  const run = async (timer: Timer, context: InvocationContext): Promise<void> => {
    try {
      await declaration.handler(timer, context);
    } catch (err) {
      context.error(`Timer run failed${timer.isPastDue ? ' (past due)' : ''}`, err);
      throw err;
    }
  };
  const fn: DeclaredTimerFunction = { ...declaration, schedule, run };
  declared.push(fn);
  if (registersWithAzure()) app.timer(declaration.name, { schedule, handler: run });
  return fn;
}
