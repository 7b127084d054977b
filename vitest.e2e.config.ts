import { defineConfig } from 'vitest/config';
import unit from './vitest.config.ts';

/** End-to-end only: a real server (started once in global setup) driven by a real Chromium. */
export default defineConfig({
  // The same @core and @client aliases as the unit tests.
  resolve: unit.resolve,
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // One browser at a time: CI has two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
