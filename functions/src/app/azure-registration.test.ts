import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What `func start` and a deployment load: the esbuild bundles in dist/functions, one per function
 * file (package.json "main" globs them). Without the Functions runtime, @azure/functions reports each
 * registration it would have made, so every declared function must show up by name.
 */
describe('the bundle for the Azure Functions runtime', () => {
  it('builds one entry per function file, and each registers its function with app.http', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'ignore' });
    const sources = fs.readdirSync(path.join(root, 'src/functions')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const bundles = fs.readdirSync(path.join(root, 'dist/functions')).filter((f) => f.endsWith('.js'));
    expect(bundles.sort()).toEqual(sources.map((f) => f.replace(/\.ts$/, '.js')).sort());

    const script = `for (const f of ${JSON.stringify(bundles)}) await import('./dist/functions/' + f);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const warnings = run.stderr; // test mode reports each skipped registration on stderr
    const registered = [...warnings.matchAll(/register function "([^"]+)"/g)].map((m) => m[1]);
    const declared = sources
      .map((f) => /name: '([^']+)'/.exec(fs.readFileSync(path.join(root, 'src/functions', f), 'utf8'))?.[1])
      .filter((n): n is string => Boolean(n));
    expect(declared.length).toBeGreaterThan(10);
    expect(registered.sort()).toEqual(declared.sort());
  });
});
