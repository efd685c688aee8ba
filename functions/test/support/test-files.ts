import fs from 'node:fs';
import path from 'node:path';

/**
 * Which integration test files there are and which of them start stacks of their own: read from the
 * files themselves (vitest.config.ts builds its projects from this; parallel-safety.test.ts checks
 * what running them side by side relies on).
 */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const integrationDirs = ['functions/test', 'web/e2e'];

/** Repository-relative paths of the integration test files (functions/test, web/e2e). */
export function integrationFiles(): string[] {
  return integrationDirs.flatMap((dir) =>
    fs.readdirSync(path.join(repoRoot, dir)).filter((name) => name.endsWith('.test.ts')).map((name) => `${dir}/${name}`),
  );
}

/** A file that starts its own stack and never uses the shared one: it runs in an `isolated*` project. */
export function usesOwnStackOnly(file: string): boolean {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  return /\b(startStack|launchStack)\(/.test(text) && !/inject\('baseUrl'\)/.test(text);
}
