import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildLocalBundles } from '../../local/local-bundles';
import { writeSeededDataDir } from './local-stack';

/**
 * `npm test`: the type checks and the linter, then the test lanes. The checks run side by side (four
 * `tsc` projects and ESLint, each with its cache in node_modules/.cache, so a run after a run re-checks
 * only what changed) while the web app, the local stack (local-bundles.ts) and a seeded
 * DATA_DIR are made once, then five Vitest processes run at the same time, each on data of its own:
 * lane "api" runs the `api` project, lane "api-b" the `api-b` and `browser-b` projects, lane "browser"
 * the `browser` project (each project against the stack its global setup starts), lanes "own" and
 * "own-ui" the files that start stacks of their own (and the unit tests). Their output is prefixed
 * with the lane; their JSON reports are merged into test-results/vitest.json for CI's closing line,
 * and each lane's time is printed at the end. Arguments go to every lane's Vitest run.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const resultsDir = path.join(repoRoot, 'test-results');
const extraArgs = process.argv.slice(2);

const lanes = [
  { name: 'api', projects: ['api'] },
  { name: 'api-b', projects: ['api-b', 'browser-b'] },
  { name: 'browser', projects: ['browser'] },
  { name: 'own', projects: ['isolated'] },
  { name: 'own-ui', projects: ['unit', 'isolated-browser'] },
] as const;

interface VitestJson {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  success: boolean;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages: string[]; duration?: number | null }[] }[];
}

const started = Date.now();
fs.mkdirSync(resultsDir, { recursive: true });

/** The README's checks: every type check and the linter, side by side; their output is printed when one fails. */
function runChecks(): Promise<boolean> {
  const cache = path.join(repoRoot, 'node_modules/.cache');
  const checks: Array<[string, string[]]> = [
    ...['shared', 'functions', 'web', 'web/e2e'].map((project): [string, string[]] =>
      [`tsc -p ${project}`, ['tsc', '-p', project, '--incremental', '--tsBuildInfoFile', path.join(cache, 'tsc', `${project.replace('/', '-')}.tsbuildinfo`)]]),
    ['eslint', ['eslint', '--max-warnings', '0', '--cache', '--cache-location', path.join(cache, 'eslint/'), '.']],
  ];
  return Promise.all(checks.map(([name, args]) => new Promise<boolean>((resolve) => {
    const child = spawn('npx', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.on('exit', (code) => {
      if (code !== 0) console.log(`[check] ${name} failed:\n${output.split('\n').filter((l) => !l.includes('npm warn')).join('\n')}`);
      resolve(code === 0);
    });
  }))).then((passed) => passed.every(Boolean));
}
const checksPassed = runChecks();
console.log('[test] type checks and lint side by side; building the web app and the local stack once for every lane');
execFileSync('npx', ['vite', 'build', '--outDir', 'dist', '--emptyOutDir'], { cwd: path.join(repoRoot, 'web'), stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
// Test stacks and user commands start from these (functions/local/local-bundles.ts): built now, from
// the code under test, so never stale.
await buildLocalBundles();
process.env.LOCAL_BUNDLES = '1';
// The demo data written once, for every lane's stacks to start from a copy of (global-setup.ts).
const seededDataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-seeded-')), 'seeded');
await writeSeededDataDir(seededDataDir);
process.on('exit', () => fs.rmSync(path.dirname(seededDataDir), { recursive: true, force: true }));

const checksStarted = Date.now();
if (!(await checksPassed)) {
  console.log('[test] the type checks or the linter failed: no test lane was started');
  process.exit(1);
}
console.log(`[test] type checks and lint passed (${((Date.now() - started) / 1000).toFixed(0)} s with the builds; waited ${((Date.now() - checksStarted) / 1000).toFixed(0)} s for them after the builds)`);

const children = new Set<ReturnType<typeof spawn>>();
// Ctrl-C or a kill of this runner ends every lane (and, through their own handlers, their stacks).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

const laneSeconds: Record<string, number> = {};

function runLane(lane: (typeof lanes)[number]): Promise<number> {
  const laneStarted = Date.now();
  const report = path.join(resultsDir, `vitest-${lane.name}.json`);
  fs.rmSync(report, { force: true });
  const args = ['vitest', 'run', ...lane.projects.flatMap((p) => ['--project', p]), ...extraArgs];
  const child = spawn('npx', args, {
    cwd: repoRoot,
    env: { ...process.env, REUSE_WEB_BUILD: '1', SEEDED_DATA_DIR: seededDataDir, VITEST_JSON: report, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const prefix = `[${lane.name}] `;
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
    stream.on('end', () => rest && process.stdout.write(prefix + rest + '\n'));
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => {
    children.delete(child);
    laneSeconds[lane.name] = Math.round((Date.now() - laneStarted) / 1000);
    resolve(code ?? (signal ? 1 : 0));
  }));
}

const codes = await Promise.all(lanes.map(runLane));

// One report for CI's "N passed, N failed" line.
const merged: VitestJson = { numTotalTests: 0, numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, success: true, testResults: [] };
for (const lane of lanes) {
  const file = path.join(resultsDir, `vitest-${lane.name}.json`);
  if (!fs.existsSync(file)) {
    merged.success = false;
    console.log(`[test] lane ${lane.name} wrote no report`);
    continue;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestJson;
  merged.numTotalTests += r.numTotalTests;
  merged.numPassedTests += r.numPassedTests;
  merged.numFailedTests += r.numFailedTests;
  merged.numPendingTests += r.numPendingTests;
  merged.numTodoTests! += r.numTodoTests ?? 0;
  merged.success &&= r.success;
  merged.testResults.push(...r.testResults);
}
fs.writeFileSync(path.join(resultsDir, 'vitest.json'), JSON.stringify(merged));
const failed = codes.some((c) => c !== 0) || !merged.success;
// A failure's report is printed mid-lane, among the other lanes' lines; name each failure again at the
// end, where a CI log's tail shows it.
for (const file of merged.testResults) {
  if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
    console.log(`[test] FAILED ${path.relative(repoRoot, file.name)}: ${(file.message ?? '').split('\n').slice(0, 6).join('\n    ')}`);
  }
  for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
    // Vitest's JSON report keeps only the stack of a timeout, whose first line is its placeholder
    // 'Error: STACK_TRACE_ERROR' instead of 'Test timed out in N ms'; say what it was.
    const report = (test.failureMessages[0] ?? '').replace(/^Error: STACK_TRACE_ERROR/, `Error: timed out (ran ${Math.round(test.duration ?? 0)} ms)`);
    const firstLines = report.split('\n').slice(0, 6).join('\n    ');
    console.log(`[test] FAILED ${path.relative(repoRoot, file.name)} > ${test.fullName}\n    ${firstLines}`);
  }
}
console.log(`[test] lanes ${lanes.map((l, i) => `${l.name} exit ${codes[i]} in ${laneSeconds[l.name]} s`).join(', ')}; ${merged.numPassedTests} passed, ${merged.numFailedTests} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
