import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The JSON report lets CI print a plain "N passed, N failed" line.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'infra/**/*.test.ts', 'functions/src/**/*.test.ts', 'functions/local/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/test/**/*.test.ts', 'web/e2e/**/*.test.ts'],
          globalSetup: ['functions/test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
