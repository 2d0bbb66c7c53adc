import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core to itself, one worker on a 2-core machine; its own share is small here, and two
    // workers run the API files in about three quarters of the time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
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
