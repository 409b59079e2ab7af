import { defineConfig } from 'vitest/config';

// Three speed tiers, named by file suffix (STYLE.md): unit (*.test.ts), database
// integration (*.int.test.ts) and browser flows (e2e/*.e2e.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'features/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.int.test.{ts,tsx}', '**/node_modules/**'],
          // Vitest's 5 s default is a timing assertion: fast-check's web arbitraries alone take
          // half a second of CPU to build, and a 2-core machine shared with a server or other
          // runs stretches that past 5 s. Only a hung test should time out.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'int',
          include: ['**/src/**/*.int.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
