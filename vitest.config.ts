import { defineConfig } from 'vitest/config';

// On CI a test that fails is run once more, and a failure that comes back fails the run; locally a failure shows at once.
// The retried tests are listed in the JSON reports (`retryCount`), and `npm test` names them at the end.
const retry = process.env.CI ? 1 : 0;

const web = {
  '@contracts': new URL('./functions/src/contracts', import.meta.url).pathname,
  '@room': new URL('./functions/src/room', import.meta.url).pathname,
};

export default defineConfig({
  resolve: { alias: web },
  test: {
    projects: [
      {
        resolve: { alias: web },
        test: {
          name: 'unit',
          include: ['functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'emulators/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          retry,
        },
      },
      {
        test: {
          name: 'api',
          include: ['functions/src/**/*.api.test.ts', 'tests/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          retry,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          // A page answers after real servers (and, on a prerendered page, after React has adopted it): 1 s is tight.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
          fileParallelism: false,
          retry,
        },
      },
    ],
  },
});
