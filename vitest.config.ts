import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest leaves one core to itself, one worker on a 2-core machine; its own share is small here, and two workers
// run the API files in about three quarters of the time. The web project, from a config file of its own, sets the
// same (apps/web/vite.config.ts): a project from its own file does not inherit this, and Vitest wants one figure.
const workers = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['test/setup.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
