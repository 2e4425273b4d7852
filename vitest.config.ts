import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // At least two files at once: vitest's default (cores − 1) runs one at a time on two cores,
    // where an API test file spends much of its time waiting on its database (the suite takes
    // about half the time with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // The web app's `@/…` paths (apps/web/tsconfig.json), e.g. the key-check test support.
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@': new URL('./apps/server/src', import.meta.url).pathname } },
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
