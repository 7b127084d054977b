import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('./core', import.meta.url)),
      '@client': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  test: {
    include: [
      'core/**/*.test.ts',
      'server/**/*.test.ts',
      'content/**/*.test.ts',
      'client/src/**/*.test.ts',
      // Component tests are .tsx: without this line one would never run, and never fail.
      'client/src/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    globalSetup: ['server/test/global-setup.ts'],
    // Unexpected console.error/console.warn fails the test: see test/support/console-guard.ts.
    setupFiles: ['test/support/console-guard.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each own a database; two cores are all CI has.
    maxWorkers: 2,
  },
});
