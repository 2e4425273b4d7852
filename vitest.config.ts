import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
