import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_OPTIONS } from '../../../web/e2e/support/chromium';
import { startStack, writeSeededDataDir, type RunningStack } from './local-stack';
import { startMenuPagesServer } from './menu-pages-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Where harvesting tests put restaurant lunch pages, and the URL that serves them. */
    menuPagesDir: string;
    menuPagesUrl: string;
    /** Browser projects: the project's one Chromium, which files connect to (web/e2e/support/browser.ts). */
    browserWsEndpoint: string;
    /** A DATA_DIR with the demo data written, for `startStack({ seededFrom })` (a file's own stacks). */
    seededDataDir: string;
  }
}

/**
 * One real local stack (with the web build) shared by the files of a project (`api`, `browser`,
 * `browser-b`), and the lunch-page server harvesting tests read from. The `isolated*` projects' files
 * start stacks of their own, so they get no shared stack but a seeded DATA_DIR to start them from.
 * Browser projects get one Chromium, which their files connect to.
 */
export default async function setup(project: TestProject) {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle: test what ships.
  // WEB_ROOT=dir builds the web app into that folder and serves it from there (parallel local runs that
  // each test their own web changes); REUSE_WEB_BUILD=1 keeps an existing build (API-only runs). CI
  // and a plain `npm test` always build web/dist.
  const webRoot = process.env.WEB_ROOT ? path.resolve(process.env.WEB_ROOT) : path.join(repoRoot, 'web/dist');
  const reuse = process.env.REUSE_WEB_BUILD === '1' && fs.existsSync(path.join(webRoot, 'index.html'));
  if (!reuse) {
    execFileSync('npx', ['vite', 'build', '--outDir', webRoot, '--emptyOutDir'], { cwd: path.join(repoRoot, 'web'), stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-test-'));
  const dataDir = path.join(root, 'data');
  const pages = await startMenuPagesServer(path.join(root, 'menu-pages'));
  // Stacks start from a copy of a DATA_DIR the demo data was written to, instead of seeding again
  // (seconds of CPU each): the one `npm test` wrote once for all its lanes (SEEDED_DATA_DIR), or one
  // written here. Copies only: the seeded DATA_DIR itself is never started.
  let seededDataDir = process.env.SEEDED_DATA_DIR ?? '';
  if (!seededDataDir) {
    seededDataDir = path.join(root, 'seeded');
    await writeSeededDataDir(seededDataDir);
  }
  const stack: RunningStack | undefined = project.name.startsWith('isolated')
    ? undefined
    : await startStack({ dataDir, seededFrom: seededDataDir, env: { FETCH_ALLOWED_HOSTS: pages.hostPort, LOCAL_TIMERS: 'off' } });
  // Stacks the files start of their own (the isolated projects', and a shared-stack file's second
  // stack) start from a copy too.
  project.provide('seededDataDir', seededDataDir);
  // One Chromium for the whole browser project (its files connect, each test opens a context): starting
  // one per file cost seconds of CPU each time.
  const browserServer: BrowserServer | undefined = project.name.includes('browser') ? await chromium.launchServer(CHROMIUM_OPTIONS) : undefined;
  project.provide('browserWsEndpoint', browserServer?.wsEndpoint() ?? '');
  project.provide('baseUrl', stack?.baseUrl ?? '');
  project.provide('dataDir', dataDir);
  project.provide('menuPagesDir', pages.dir);
  project.provide('menuPagesUrl', pages.url);
  return async () => {
    await browserServer?.close();
    await stack?.stop();
    await pages.close();
    fs.rmSync(root, { recursive: true, force: true });
  };
}
