import { createHash, randomUUID } from 'node:crypto';
import type { InvocationContext } from '@azure/functions';
import type { LogEntry, LogLevel, LogType } from '@lunch/shared';
import { now } from '../app/clock';
import { writeLogEntry } from '../data/log-repository';

/**
 * The logging service: one place that writes the log store (Cosmos container `logs`) and the
 * structured line Application Insights picks up from context.log / context.warn / context.error.
 * Writing a log entry never fails its caller: a store that cannot be written is reported on the
 * console line only.
 */
export interface LogInput {
  level: LogLevel;
  type: LogType;
  message: string;
  service: string;
  endpoint?: string;
  statusCode?: number;
  duration?: number;
  context?: Record<string, unknown>;
  /** A stable id makes the write idempotent (a retried worker records one entry); default a random one. */
  id?: string;
  /** When it happened (ISO); default now. */
  timestamp?: string;
}

/** A stable id from the parts that make an event the same event. */
export function logIdOf(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

function structuredLine(entry: LogEntry, context?: InvocationContext) {
  const line = { logEntry: true, ...entry };
  const write = context
    ? entry.level === 'error' ? context.error.bind(context) : entry.level === 'warn' ? context.warn.bind(context) : context.log.bind(context)
    : entry.level === 'error' ? console.error : entry.level === 'warn' ? console.warn : console.log;
  // Local runs keep the console readable (errors and warnings only); in Azure every line goes to Application Insights.
  if (context || entry.level === 'error' || entry.level === 'warn') write(`[${entry.type}] ${entry.service}: ${entry.message}`, line);
}

/** Writes one entry; resolves when stored (or when storing failed, which is only reported). */
export async function writeLog(input: LogInput, context?: InvocationContext, options: { rethrow?: boolean } = {}): Promise<LogEntry> {
  const entry: LogEntry = {
    id: input.id ?? randomUUID(),
    timestamp: input.timestamp ?? now().toISOString(),
    level: input.level,
    type: input.type,
    message: input.message.slice(0, 2000),
    service: input.service,
    ...(input.endpoint !== undefined ? { endpoint: input.endpoint } : {}),
    ...(input.statusCode !== undefined ? { statusCode: input.statusCode } : {}),
    ...(input.duration !== undefined ? { duration: Math.round(input.duration) } : {}),
    ...(input.context !== undefined ? { context: input.context } : {}),
  };
  structuredLine(entry, context);
  try {
    await writeLogEntry(entry);
  } catch (err) {
    if (options.rethrow) throw err;
    (context?.error.bind(context) ?? console.error)(`Could not write the log entry '${entry.message}'`, err);
  }
  return entry;
}

/** Fire and forget: for the request pipeline, which must never wait for or fail on logging. */
export function logInBackground(input: LogInput, context?: InvocationContext): void {
  void writeLog(input, context).catch(() => undefined);
}

export const logSystemEvent = (message: string, service: string, context?: Record<string, unknown>, invocation?: InvocationContext) =>
  writeLog({ level: 'info', type: 'system', message, service, context }, invocation);

/**
 * Caps request-pipeline entries per instance (a flood of 404s from a scanner must not become a flood
 * of log writes): at most REQUEST_LOGS_PER_MINUTE, then nothing until the minute is over.
 */
const REQUEST_LOGS_PER_MINUTE = 300;
let windowStart = 0;
let windowCount = 0;
export function requestLogAllowed(at = Date.now()): boolean {
  if (at - windowStart >= 60_000) {
    windowStart = at;
    windowCount = 0;
  }
  windowCount += 1;
  return windowCount <= REQUEST_LOGS_PER_MINUTE;
}
