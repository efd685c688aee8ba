import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The function files the local host loads (each declares its HTTP, queue or timer function as it is
 * imported). Under tsx they are read from the directory, so a new file needs no list; the compiled
 * test build of the stack (local-bundles.ts) hands them over instead, as it holds them compiled in.
 */
const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '../src/functions');

type ModuleLoader = () => Promise<unknown>;
let compiledIn: readonly ModuleLoader[] | undefined;

/** Called by the compiled build before start.ts runs: its function files, in directory order. */
export function useCompiledFunctionModules(loaders: readonly ModuleLoader[]): void {
  compiledIn = loaders;
}

export async function importFunctionModules(): Promise<void> {
  if (compiledIn) {
    for (const load of compiledIn) await load();
    return;
  }
  for (const file of await functionFileNames()) await import(pathToFileURL(path.join(FUNCTIONS_DIR, file)).href);
}

/** The function files, sorted: one per declared function. */
export async function functionFileNames(): Promise<string[]> {
  return (await fs.readdir(FUNCTIONS_DIR)).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f)).sort();
}
