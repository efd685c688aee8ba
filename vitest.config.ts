import { defineConfig } from 'vitest/config';
import { integrationFiles, usesOwnStackOnly } from './functions/test/support/test-files.ts';

/**
 * Projects, each with its pool stated here (forks: every file in a process of its own), not left to
 * Vitest's default, which follows the machine's core count:
 * - `unit`: pure rules, two files at a time, modules kept between a worker's files;
 * - `api`, `api-b`, `browser` and `browser-b`: one file at a time against the one stack the global
 *   setup starts for the project (files keep to their own cities and restaurants, but several read
 *   cities others write, so they do not run side by side on one stack); the shared-stack API files
 *   and browser files are each split into two projects (every other file by name), each with a stack
 *   (and a Chromium) of its own;
 * - `isolated` and `isolated-browser`: files that start stacks of their own (crash, restart and lock
 *   tests), two at a time: nothing is shared but the lunch-page server (each file its own page names)
 *   and, for browser files, the project's one Chromium (each test its own context). Which files are
 *   isolated is read from the files themselves: one that starts its own stack and never uses the
 *   shared one.
 * `npm test` runs the projects in five lanes at once (functions/test/support/run-test-lanes.ts); no two
 * lanes share a stack or data. Projects that run in one Vitest process with different worker counts
 * need their own `sequence.groupOrder` (groups run one after another).
 */
const isolatedFiles = integrationFiles().filter(usesOwnStackOnly);
// The shared-stack browser files in two halves (every other file by name), each half a project with a
// stack and a Chromium of its own, so the two halves run side by side without sharing any data.
const sharedBrowserFiles = integrationFiles().filter((f) => f.startsWith('web/') && !isolatedFiles.includes(f)).sort();
const browserHalves = [0, 1].map((half) => sharedBrowserFiles.filter((_, i) => i % 2 === half));
const sharedApiFiles = integrationFiles().filter((f) => f.startsWith('functions/') && !isolatedFiles.includes(f)).sort();
const apiHalves = [0, 1].map((half) => sharedApiFiles.filter((_, i) => i % 2 === half));
const integration = { globalSetup: ['functions/test/support/global-setup.ts'], testTimeout: 120_000, hookTimeout: 180_000 };
// A worker of a shared-stack project keeps the modules it imported (Vitest, playwright-core, the
// support code) for its next file instead of importing them again: every file of the project talks to
// the same one stack, so what a file leaves in modules or settings (an in-process repository pointed at
// that stack) is the same for the next. Not for the isolated projects, whose files each start stacks
// of their own and point settings at them.
const sharedStack = { ...integration, isolate: false };
const oneAtATime = { pool: 'forks', fileParallelism: false, maxWorkers: 1 } as const;
const twoAtATime = { pool: 'forks', fileParallelism: true, maxWorkers: 2 } as const;

export default defineConfig({
  test: {
    // The JSON report lets CI print a plain "N passed, N failed" line (the lane runner merges its lanes').
    reporters: ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'infra/**/*.test.ts', 'functions/src/**/*.test.ts', 'functions/local/**/*.test.ts', 'functions/test/support/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          // They share two cores with stacks and browsers (lane own-ui): a test that builds the functions
          // bundle has taken over 5 s, Vitest's default, on a busy machine.
          testTimeout: 30_000,
          ...twoAtATime,
          // Pure rules: a worker keeps the modules it imported for its next file (60 → 22 CPU-s for the
          // project); a file that needs fresh modules resets them itself (vi.resetModules).
          isolate: false,
        },
      },
      { test: { name: 'api', include: apiHalves[0], ...sharedStack, ...oneAtATime } },
      { test: { name: 'api-b', include: apiHalves[1], ...sharedStack, ...oneAtATime } },
      { test: { name: 'browser', include: browserHalves[0], ...sharedStack, ...oneAtATime } },
      { test: { name: 'browser-b', include: browserHalves[1], ...sharedStack, ...oneAtATime } },
      { test: { name: 'isolated', include: isolatedFiles.filter((f) => f.startsWith('functions/')), ...integration, ...twoAtATime } },
      { test: { name: 'isolated-browser', include: isolatedFiles.filter((f) => f.startsWith('web/')), ...integration, ...twoAtATime } },
    ],
  },
});
