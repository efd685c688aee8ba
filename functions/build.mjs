// Bundles every function file for the Azure Functions runtime (`func start`, deployment):
// one ESM entry per file under dist/functions (package.json "main" globs them), shared chunks apart,
// the project's shared/ package inlined (it ships TypeScript), npm dependencies left external.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@lunch/shared');
const entryPoints = readdirSync('src/functions')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => `src/functions/${f}`);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints,
  outdir: 'dist/functions',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
});
