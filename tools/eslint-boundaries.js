// @ts-check
import path from 'node:path';

/**
 * The project's import boundaries as ESLint rules. Each rule looks at every import (static, dynamic,
 * re-export) of a file, resolves relative specifiers against the file, and reports an import that
 * crosses a boundary. Paths are compared relative to the repository root.
 */
const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** The repository path an import points at ('web/src/features/map/...'), or the package name for bare ones. */
function target(file, specifier) {
  if (specifier.startsWith('.')) return { local: rel(path.resolve(path.dirname(file), specifier)) };
  return { pkg: specifier };
}

/** Runs `check` on every import of the file; `check` returns a message for an import that crosses a boundary. */
function importRule(description, check) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create(context) {
      const file = context.filename;
      const from = rel(file);
      const visit = (node, source) => {
        if (!source || typeof source.value !== 'string') return;
        const message = check(from, target(file, source.value), source.value, node);
        if (message) context.report({ node: source, message });
      };
      return {
        ImportDeclaration: (node) => visit(node, node.source),
        ExportNamedDeclaration: (node) => visit(node, node.source),
        ExportAllDeclaration: (node) => visit(node, node.source),
        ImportExpression: (node) => visit(node, node.source),
      };
    },
  };
}

const featureOf = (p) => /^web\/src\/features\/([^/]+)\//.exec(p)?.[1];

export const boundaries = {
  rules: {
    'web-features-apart': importRule('web features do not import each other; compose them in web/src/app', (from, to) => {
      const mine = featureOf(from);
      const theirs = to.local && featureOf(`${to.local}/`);
      if (mine && theirs && mine !== theirs) return `feature '${mine}' imports feature '${theirs}' (${to.local}): compose features in web/src/app, share code through web/src/{components,hooks,lib}`;
      return undefined;
    }),
    'services-without-http': importRule('services do not import the HTTP layer', (from, to) => {
      const isService = /^functions\/src\/(services|import|harvest|workflow|auth|seed|data)\//.test(from);
      if (isService && to.local?.startsWith('functions/src/http')) return `${from} imports the HTTP layer (${to.local}): throw a domain error (functions/src/app/domain-error.ts) and let declareHttp map it`;
      return undefined;
    }),
    'cosmos-only-in-data': importRule('only functions/src/data talks to Cosmos DB', (from, to) => {
      if (!from.startsWith('functions/src/') || from.startsWith('functions/src/data/')) return undefined;
      if (to.pkg === '@azure/cosmos' || to.local === 'functions/src/data/cosmos-client') return `${from} talks to Cosmos DB directly: go through a repository in functions/src/data`;
      return undefined;
    }),
    'shared-stands-alone': importRule('shared/ imports nothing from web/ or functions/', (from, to) => {
      if (!from.startsWith('shared/')) return undefined;
      if (to.local && !to.local.startsWith('shared/')) return `shared/ imports ${to.local}: shared code depends on nothing of web/ or functions/`;
      if (to.pkg && /^@lunch\/(web|functions)/.test(to.pkg)) return `shared/ imports ${to.pkg}`;
      return undefined;
    }),
  },
};
