import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startStack } from '../../functions/test/support/local-stack';

/**
 * npm run bench:web — builds the web app, starts the local stack, and runs Lighthouse (mobile profile,
 * Debian's Chromium, offline) on the public pages. Prints performance and accessibility scores, LCP,
 * TBT and CLS, and the JavaScript each page needs before the map (gzip bytes of the scripts it
 * loads, the lazily loaded map chunk listed apart). Admin code must never load on these pages.
 */
const PAGES = ['/', '/lunch-list?city=Malm%C3%B6&selectedDay=Monday'];
const JS_BUDGET_KIB = 120;
const repoRoot = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(repoRoot, 'web/dist');

execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: repoRoot, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-webbench-'));
const stack = await startStack({ dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

let failed = false;
try {
  for (const pagePath of PAGES) {
    const url = stack.baseUrl.replace('127.0.0.1', 'localhost') + pagePath;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = (lhr.audits['network-requests']?.details as { items: { url: string; resourceType: string }[] } | undefined)?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script').map((r) => new URL(r.url).pathname);
    const sizes = scripts.map((p) => ({ path: p, gzip: gzipSize(p), isMap: /map|leaflet/i.test(p), isAdmin: /admin/i.test(p) }));
    const beforeMap = sizes.filter((s) => !s.isMap).reduce((sum, s) => sum + s.gzip, 0);
    const mapBytes = sizes.filter((s) => s.isMap).reduce((sum, s) => sum + s.gzip, 0);
    const admin = sizes.filter((s) => s.isAdmin);
    const perf = Math.round((lhr.categories.performance.score ?? 0) * 100);
    const a11y = Math.round((lhr.categories.accessibility.score ?? 0) * 100);

    console.log(`\n${pagePath}`);
    console.log(`  performance ${perf}   accessibility ${a11y}`);
    console.log(`  LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s   TBT ${audit('total-blocking-time').toFixed(0)} ms   CLS ${audit('cumulative-layout-shift').toFixed(3)}   FCP ${(audit('first-contentful-paint') / 1000).toFixed(2)} s`);
    console.log(`  JS before the map: ${(beforeMap / 1024).toFixed(1)} KiB gzip in ${sizes.filter((s) => !s.isMap).length} files (budget ${JS_BUDGET_KIB} KiB)` +
      (mapBytes ? `; map chunk(s) loaded after: ${(mapBytes / 1024).toFixed(1)} KiB` : ''));
    if (admin.length) console.log(`  ADMIN CODE LOADED: ${admin.map((a) => a.path).join(', ')}`);
    if (perf < 95 || a11y < 95 || beforeMap / 1024 > JS_BUDGET_KIB || admin.length) failed = true;
  }
} finally {
  await chrome.kill();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nSome figures miss the bar (performance/accessibility >= 95, JS <= 120 KiB, no admin code).' : '\nAll pages meet the bar.');
process.exit(failed ? 1 : 0);

function gzipSize(urlPath: string): number {
  const file = path.join(distDir, urlPath);
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
}
