// azd prepackage hook of the `api` service: assembles what the Functions host needs into
// functions/dist/azure-package (git-ignored), which azure.yaml deploys as the package.
// Why not deploy functions/ itself: its package.json depends on the workspace package @lunch/shared,
// which is not on the registry (build.mjs inlines it into the bundle), and npm workspaces hoist the
// other dependencies to the repository root. So: the bundle, host.json, a package.json without the
// workspace dependency, and production node_modules installed for Linux x64 (the Flex Consumption OS).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const functionsDir = path.resolve(import.meta.dirname, '../../functions');
const out = path.join(functionsDir, 'dist/azure-package');
const pkg = JSON.parse(readFileSync(path.join(functionsDir, 'package.json'), 'utf8'));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync(path.join(functionsDir, 'dist/functions'), path.join(out, 'dist/functions'), { recursive: true });
cpSync(path.join(functionsDir, 'host.json'), path.join(out, 'host.json'));

const dependencies = Object.fromEntries(Object.entries(pkg.dependencies).filter(([name]) => name !== '@lunch/shared'));
writeFileSync(
  path.join(out, 'package.json'),
  JSON.stringify({ name: pkg.name, version: pkg.version, private: true, type: 'module', main: pkg.main, dependencies }, null, 2),
);
// sharp ships its native binary as an optional dependency per platform: ask for the one Azure runs.
execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--os=linux', '--cpu=x64'], { cwd: out, stdio: 'inherit' });
console.log(`Functions package ready in ${path.relative(process.cwd(), out)}`);
