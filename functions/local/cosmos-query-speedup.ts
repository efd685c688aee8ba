import { createRequire } from 'node:module';
import cosmosQueryModule from '@zeit/cosmosdb-query';

/**
 * The local Cosmos DB server compiles each SQL query to JavaScript with @zeit/cosmosdb-query, whose
 * generated code collects the documents of a FROM clause as `reduce(($, c) => [...$, { c }], [])`,
 * and whose `stripUndefined` helper builds every result page the same way: each copies its
 * accumulator once per element, so a query costs O(n²) in the container's size and a page O(n²) in
 * its length (0.3 s for a lookup by id among 10,000 restaurants, seconds for a large page). This
 * rewrites the collect pattern into the equivalent linear `filter(...).map(...)` and swaps in a linear
 * `stripUndefined`; results are the same (checked in cosmos-query-speedup.test.ts). Only the local
 * stand-in is touched, never the Azure path.
 */
const SPREAD_COLLECT = /\.reduce\(\(\$, (\w+)\) => typeof \1 !== "undefined" \? \[\.\.\.\$, \{\s*\1: \1\s*\}\] : \$, \[\]\)/g;

export function linearizeQueryCode(code: string): string {
  return code.replace(SPREAD_COLLECT, (_m, alias: string) => `.filter((${alias}) => typeof ${alias} !== "undefined").map((${alias}) => ({ ${alias}: ${alias} }))`);
}

type QueryFactory = (sql: string) => { code: string; exec(docs: unknown[], options?: { parameters?: { name: string; value: unknown }[] }): unknown };
const createQuery = ((cosmosQueryModule as unknown as { default?: QueryFactory }).default ?? cosmosQueryModule) as unknown as QueryFactory;

let installed = false;

/** Patches the query compiler the local server uses (one module instance) so all its queries run linearly. */
export function installLinearQueries(): void {
  if (installed) return;
  const prototype = Object.getPrototypeOf(createQuery('SELECT * FROM c')) as object;
  const original = Object.getOwnPropertyDescriptor(prototype, 'code');
  if (!original?.get) throw new Error('@zeit/cosmosdb-query changed: Query.prototype.code is no longer a getter');
  const originalGet = original.get;
  Object.defineProperty(prototype, 'code', {
    configurable: true,
    get(this: { _linearCode?: string }) {
      this._linearCode ??= linearizeQueryCode(originalGet.call(this) as string);
      return this._linearCode;
    },
  });
  const helpers = createRequire(import.meta.url)('@zeit/cosmosdb-query/lib/helpers') as { stripUndefined: (value: unknown) => unknown };
  helpers.stripUndefined = stripUndefinedLinear;
  installed = true;
}

/** Same result as the library's helper (drops undefined from arrays and objects), in linear time. */
function stripUndefinedLinear(value: unknown): unknown {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) if (typeof item !== 'undefined') out.push(stripUndefinedLinear(item));
    return out;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (typeof item !== 'undefined') out[key] = stripUndefinedLinear(item);
    return out;
  }
  return value;
}

export { createQuery };
