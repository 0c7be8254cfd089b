import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// On CI a test that fails is run once more, and a failure that comes back fails the run; locally a failure shows at once.
// The retried tests are listed in the JSON reports (`retryCount`), and `npm test` names them at the end.
const retry = process.env.CI ? 1 : 0;

// API test files run side by side when `npm test` hands them several Firestore emulators (one per worker, picked in
// functions/src/testing/api-worker.ts); with one (a bare `vitest --project api`) they run one at a time.
const firestoreHosts = (process.env.ROOMBOARD_FIRESTORE_HOSTS ?? '').split(',').filter(Boolean);
const apiWorkers = Math.max(1, firestoreHosts.length);
// The Auth emulator is shared by every worker: a file that empties it (clearAuth) runs alone, after the others.
const SERIAL_API_FILES = ['functions/src/http/accounts.api.test.ts', 'functions/src/http/session.api.test.ts'];
const API_FILES = ['functions/src/**/*.api.test.ts', 'tests/**/*.api.test.ts'];

// Browser journeys run two files at a time (each on fresh accounts of its own). The ones that start a stand-in on the
// suite's single port for it (maildev for SMTP, the fake Stripe) run one at a time: `npm test` runs them in a vitest
// of their own beside the others (a bare `vitest --project e2e --project e2e-serial` runs them after the others).
const e2eWorkers = Math.max(1, Number(process.env.ROOMBOARD_E2E_WORKERS ?? 2));
const SERIAL_E2E_FILES = [
  'e2e/mail.e2e.ts',
  'e2e/consultations.e2e.ts',
  'e2e/membership.e2e.ts',
  'e2e/local-payments.e2e.ts',
  'e2e/design-service-business.e2e.ts',
  // Not bound to a port: here so that the serial files' stream ends with the other two (in CI's reports about 230 s
  // of journeys here, 200 s for each of the pool's workers). With the serial files alone it ended two minutes before
  // them, and the rest of the run had two journeys for two cores, each mostly waiting on a server.
  'e2e/accounts.e2e.ts',
  'e2e/prerender.e2e.ts',
  'e2e/boards.e2e.ts',
  'e2e/community.e2e.ts',
];
const e2e = {
  globalSetup: ['e2e/global-setup.ts'],
  setupFiles: ['e2e/setup.ts'],
  // Journey files keep their state in their own modules and contexts (the helpers hold none that one file could leave to
  // the next): one module graph per worker serves them all, and playwright and firebase-admin load once, not per file.
  isolate: false,
  testTimeout: 120_000,
  // A page answers after real servers (and, on a prerendered page, after React has adopted it): 1 s is tight. Each
  // poll is a round trip through the browser, and 50 ms (vitest's default) kept chromium and the workers busy while a
  // journey waited: every 250 ms, as a person would notice, costs the journeys about a tenth less CPU.
  expect: { poll: { timeout: 10_000, interval: 250 } },
  hookTimeout: 120_000,
  retry,
};

// The web app's tests that need the DOM (happy-dom) share one module graph per worker and reset the page and the app's
// modules between files (web/src/testing/setup-dom.ts); those that mock a module (vi.mock) run each in a fresh worker,
// where their mocks cannot reach another file. The rest are pure and run with the Node-side tests.
const WEB_SRC = new URL('./web/src/', import.meta.url);
const webTests = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => {
    const text = readFileSync(new URL(file, WEB_SRC), 'utf8');
    return { file: `web/src/${file}`, dom: text.includes('@vitest-environment happy-dom'), mocks: text.includes('vi.mock(') };
  });
const WEB_DOM_TESTS = webTests.filter((test) => test.dom && !test.mocks).map((test) => test.file);
const WEB_MOCKING_TESTS = webTests.filter((test) => test.dom && test.mocks).map((test) => test.file);
const WEB_PURE_TESTS = webTests.filter((test) => !test.dom).map((test) => test.file);

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
          include: ['functions/src/**/*.test.ts', 'emulators/**/*.test.ts', 'scripts/**/*.test.mjs', ...WEB_PURE_TESTS],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          // Node-side tests build their fakes per test and keep no state in modules: one module graph per worker
          // serves every file (three times faster than a fresh one per file).
          isolate: false,
          testTimeout: 30_000,
          retry,
        },
      },
      {
        resolve: { alias: web },
        test: {
          // The web app's DOM tests: one module graph per worker thread, the app's modules and the page reset per file
          // (with the mocking files below, 24 CPU-seconds against 56 with a fresh worker per file).
          name: 'unit-web',
          include: WEB_DOM_TESTS,
          setupFiles: ['web/src/testing/setup-dom.ts'],
          pool: 'threads',
          isolate: false,
          testTimeout: 30_000,
          retry,
        },
      },
      {
        resolve: { alias: web },
        test: {
          // The DOM tests that mock modules, each file in a fresh worker thread.
          name: 'unit-web-mocking',
          include: WEB_MOCKING_TESTS,
          setupFiles: ['web/src/testing/setup-dom.ts'],
          pool: 'threads',
          testTimeout: 30_000,
          retry,
        },
      },
      {
        test: {
          name: 'api',
          include: API_FILES,
          // As the unit tests: each file composes its own backend and keeps no state in modules, so one module graph
          // per worker serves every file (half the CPU of a fresh graph per file: 119 -> 57 CPU-seconds).
          isolate: false,
          exclude: [...SERIAL_API_FILES, '**/node_modules/**'],
          setupFiles: ['functions/src/testing/api-worker.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: apiWorkers > 1,
          maxWorkers: apiWorkers,
          // Its own group: its worker count differs from the unit tests' when all projects run at once.
          sequence: { groupOrder: 1 },
          env: { ROOMBOARD_AUTH_SHARED: apiWorkers > 1 ? '1' : '' },
          retry,
        },
      },
      {
        test: {
          name: 'api-serial',
          include: SERIAL_API_FILES,
          setupFiles: ['functions/src/testing/api-worker.ts'],
          env: { ROOMBOARD_AUTH_SHARED: '' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          retry,
        },
      },
      {
        test: {
          ...e2e,
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          exclude: [...SERIAL_E2E_FILES, '**/node_modules/**'],
          fileParallelism: e2eWorkers > 1,
          maxWorkers: e2eWorkers,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: { ...e2e, name: 'e2e-serial', include: SERIAL_E2E_FILES, fileParallelism: false, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
