import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Projects. `unit`: pure rules, files in parallel. `api` and `browser`: files one after another
 * against the one stack the global setup starts for the project (each file keeps to its own cities
 * and restaurants). `isolated` and `isolated-browser`: files that start stacks of their own (crash,
 * restart and lock tests), one after another. Which files are isolated is read from the files
 * themselves: one that starts its own stack and never uses the shared one. `npm test` runs three
 * lanes at once (functions/test/support/run-test-lanes.ts); no two lanes share a stack or data.
 */
const root = import.meta.dirname;
const integrationDirs = ['functions/test', 'web/e2e'];

function integrationFiles(): string[] {
  return integrationDirs.flatMap((dir) =>
    fs.readdirSync(path.join(root, dir)).filter((name) => name.endsWith('.test.ts')).map((name) => `${dir}/${name}`),
  );
}

export function usesOwnStackOnly(file: string): boolean {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return /\b(startStack|launchStack)\(/.test(text) && !/inject\('baseUrl'\)/.test(text);
}

const isolatedFiles = integrationFiles().filter(usesOwnStackOnly);
const integration = { globalSetup: ['functions/test/support/global-setup.ts'], testTimeout: 60_000, hookTimeout: 180_000, fileParallelism: false };

export default defineConfig({
  test: {
    // The JSON report lets CI print a plain "N passed, N failed" line (the lane runner merges its lanes').
    reporters: ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'infra/**/*.test.ts', 'functions/src/**/*.test.ts', 'functions/local/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
        },
      },
      { test: { name: 'api', include: ['functions/test/**/*.test.ts'], exclude: isolatedFiles, ...integration } },
      { test: { name: 'browser', include: ['web/e2e/**/*.test.ts'], exclude: isolatedFiles, ...integration } },
      { test: { name: 'isolated', include: isolatedFiles.filter((f) => f.startsWith('functions/')), ...integration } },
      { test: { name: 'isolated-browser', include: isolatedFiles.filter((f) => f.startsWith('web/')), ...integration } },
    ],
  },
});
