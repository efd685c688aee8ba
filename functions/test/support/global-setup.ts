import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type RunningStack } from './local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One real local stack (with the web build) shared by the API and browser tests. */
export default async function setup(project: TestProject) {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle: test what ships.
  execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: repoRoot, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-test-'));
  const stack: RunningStack = await startStack({ dataDir });
  project.provide('baseUrl', stack.baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
