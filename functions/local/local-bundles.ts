import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { functionFileNames } from './function-modules';

/**
 * The local stack, the database process and the user command compiled ahead into one file each, for
 * test runs: a stack started from them is ready with about half the CPU of one started under tsx (which
 * compiles and resolves each of hundreds of modules at every start), and a test run starts dozens. The
 * very same sources: start.ts with every function file, cosmos-process.ts and user-cli.ts. Written
 * beside the sources (paths the code derives from its own directory stay right) and ignored by git;
 * `npm test` builds them before its lanes, so they are never older than the code it tests.
 */
const LOCAL_DIR = import.meta.dirname;

export const LOCAL_BUNDLES = {
  stack: path.join(LOCAL_DIR, 'stack.bundle.mjs'),
  cosmos: path.join(LOCAL_DIR, 'cosmos-process.bundle.mjs'),
  userCli: path.join(LOCAL_DIR, 'user-cli.bundle.mjs'),
} as const;

// npm packages stay where they are (Node loads them as under tsx); the project's own code, including
// the shared workspace package, is compiled in.
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@lunch/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildLocalBundles(): Promise<void> {
  // The function files are imported lazily, as the host does under tsx, so that start.ts has set the
  // app's settings (storage and database endpoints) before any of them reads its configuration.
  const loaders = (await functionFileNames()).map((file) => `() => import(${JSON.stringify(`../src/functions/${file}`)})`);
  const stackEntry = [
    "import { useCompiledFunctionModules } from './function-modules';",
    `useCompiledFunctionModules([${loaders.join(', ')}]);`,
    "await import('./start');",
  ].join('\n');
  const common: BuildOptions = { bundle: true, platform: 'node', format: 'esm', target: 'node20', plugins: [packagesOutside], logLevel: 'warning', sourcemap: true };
  await Promise.all([
    build({ ...common, stdin: { contents: stackEntry, resolveDir: LOCAL_DIR, loader: 'ts', sourcefile: 'stack-entry.ts' }, outfile: LOCAL_BUNDLES.stack }),
    build({ ...common, entryPoints: [path.join(LOCAL_DIR, 'cosmos-process.ts')], outfile: LOCAL_BUNDLES.cosmos }),
    build({ ...common, entryPoints: [path.join(LOCAL_DIR, 'user-cli.ts')], outfile: LOCAL_BUNDLES.userCli }),
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await buildLocalBundles();
