import type { AddFieldInput } from '@lunch/shared';

/**
 * The pure rules of add-field: what one restaurant needs given the current value of the path's
 * top-level field, and how a run is cut into batches. Kept apart from Cosmos DB so they are unit-tested.
 */

export type FieldWrite =
  | { write: true; /** The segments to set: the path itself, or its first absent parent. */ path: string[]; value: unknown }
  | { write: false; reason: 'present' | 'same' | 'blocked' };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Decides the write for one restaurant. "missing" only writes where the field is absent (undefined;
 * a null is a value); "all" overwrites, but not where the value is already the same. Absent parents
 * are created; a parent holding text, a number, a list or null is never replaced ("blocked").
 */
export function planFieldWrite(top: unknown, segments: string[], value: unknown, condition: AddFieldInput['condition']): FieldWrite {
  let current = top;
  for (let depth = 0; depth < segments.length; depth++) {
    if (depth > 0) {
      if (!isObject(current)) return { write: false, reason: 'blocked' };
      current = Object.hasOwn(current, segments[depth]) ? current[segments[depth]] : undefined;
    }
    if (current === undefined) return { write: true, path: segments.slice(0, depth + 1), value: nest(segments.slice(depth + 1), value) };
  }
  if (condition === 'missing') return { write: false, reason: 'present' };
  if (JSON.stringify(current) === JSON.stringify(value)) return { write: false, reason: 'same' };
  return { write: true, path: segments, value };
}

/** { a: { b: value } } for ['a', 'b']; built with own properties only. */
function nest(segments: string[], value: unknown): unknown {
  return segments.reduceRight<unknown>((inner, key) => Object.fromEntries([[key, inner]]), value);
}

export interface BatchReport {
  batches: { batch: number; processed: number; modified: number }[];
  /** Items not reached because the time budget ran out. */
  remaining: number;
}

/**
 * Runs `work` over the items in batches of `batchSize`, at most `parallelism` at a time within a
 * batch. No new batch starts once `budgetMs` has passed (a request must answer within the platform's
 * limit); the items of batches not started are reported as remaining. `work` answers whether it
 * modified its item.
 */
export async function runInBatches<T>(
  items: readonly T[],
  options: { batchSize: number; parallelism: number; budgetMs: number; clock?: () => number },
  work: (item: T) => Promise<boolean>,
): Promise<BatchReport> {
  const clock = options.clock ?? Date.now;
  const started = clock();
  const batches: BatchReport['batches'] = [];
  for (let start = 0; start < items.length; start += options.batchSize) {
    if (clock() - started > options.budgetMs) return { batches, remaining: items.length - start };
    const batch = items.slice(start, start + options.batchSize);
    let next = 0;
    let modified = 0;
    const worker = async () => {
      while (next < batch.length) {
        const item = batch[next++];
        if (await work(item)) modified++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.parallelism, batch.length) }, worker));
    batches.push({ batch: batches.length + 1, processed: batch.length, modified });
  }
  return { batches, remaining: 0 };
}
