// @ts-check
import tseslint from 'typescript-eslint';
import { boundaries } from './tools/eslint-boundaries.js';

/**
 * `npm run lint` (part of `npm test`): the layering the code is built on, kept by a machine rather than
 * by habit. The rules are the project's own boundaries (tools/eslint-boundaries.js):
 * - web features never import each other; composition happens in web/src/app;
 * - services (functions/src/services, functions/src/import, ...) never import the HTTP layer: they throw
 *   domain errors that declareHttp maps to responses;
 * - only functions/src/data talks to Cosmos DB;
 * - shared/ imports nothing from web/ or functions/.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', '.data/**', 'coverage/**', '**/*.js', '**/*.cjs', '**/*.mjs'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { boundaries },
    rules: {
      'boundaries/web-features-apart': 'error',
      'boundaries/services-without-http': 'error',
      'boundaries/cosmos-only-in-data': 'error',
      'boundaries/shared-stands-alone': 'error',
    },
  },
);
