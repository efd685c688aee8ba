import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * What `func start` and a deployment load: the esbuild bundles in dist/functions, one per function
 * file (package.json "main" globs them). Without the Functions runtime, @azure/functions reports each
 * registration it would have made, so every declared function must show up by name.
 */
describe('the bundle for the Azure Functions runtime', () => {
  it('builds one entry per function file, and each registers its function (app.http, app.storageQueue or app.timer)', () => {
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

/**
 * Queue and timer declarations register with app.storageQueue / app.timer (the bundle test above then
 * finds them by name like the HTTP ones), and the registered handler is the declaration's own run.
 */
describe('queue and timer declarations in Azure', () => {
  it('register app.storageQueue on AzureWebJobsStorage and app.timer with the NCRONTAB schedule', async () => {
    // Fresh modules: a file run before this one in the same worker may have switched the declarations to
    // collecting only (unit files share their worker's modules).
    vi.resetModules();
    const { app, InvocationContext } = await import('@azure/functions');
    const storageQueue = vi.spyOn(app, 'storageQueue').mockImplementation(() => {});
    const timer = vi.spyOn(app, 'timer').mockImplementation(() => {});
    try {
      const { z } = await import('zod');
      const { declareQueue } = await import('./declare-queue');
      const { declareTimer } = await import('./declare-timer');
      const handled: unknown[] = [];
      declareQueue({
        name: 'registration-queue',
        queueName: 'rank',
        schema: z.object({ restaurantId: z.string() }),
        handler: async (message, _context, delivery) => void handled.push({ message, dequeueCount: delivery.dequeueCount, messageId: delivery.messageId }),
      });
      declareTimer({ name: 'registration-timer', schedule: '0 30 5 * * 1-5', handler: async () => {} });

      expect(storageQueue).toHaveBeenCalledTimes(1);
      const [queueFunctionName, queueOptions] = storageQueue.mock.calls[0];
      expect(queueFunctionName).toBe('registration-queue');
      expect(queueOptions).toMatchObject({ queueName: 'rank', connection: 'AzureWebJobsStorage' });
      expect(timer).toHaveBeenCalledWith('registration-timer', expect.objectContaining({ schedule: '0 30 5 * * 1-5' }));

      // What the worker passes for a JSON message: the parsed object, and camel-cased trigger metadata.
      const context = new InvocationContext({ functionName: 'registration-queue', triggerMetadata: { dequeueCount: 3, id: 'm-1', insertionTime: '2026-11-23T05:30:00+00:00' }, logHandler: () => {} });
      await queueOptions.handler({ restaurantId: 'r-1' }, context);
      expect(handled).toEqual([{ message: { restaurantId: 'r-1' }, dequeueCount: 3, messageId: 'm-1' }]);
    } finally {
      storageQueue.mockRestore();
      timer.mockRestore();
    }
  });
});
