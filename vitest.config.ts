import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { MOCKING_SERVER_TESTS } from './scripts/mocking-server-tests';

const SERVER_TESTS = ['server/**/*.test.ts', 'scripts/**/*.test.ts'];
const UNIT_ROOTS = ['schemas', 'runtime', 'designer', 'src', 'fixtures'];
// The .ts unit tests that need a document (storage, dialogs, focus, DOMPurify): they run in jsdom with
// the .tsx tests. Every other .ts test runs in plain Node, which saves jsdom's set-up (about 0.6 s a
// file) and the testing library's import; one that touches `document` there fails at once, by name.
const DOM_TS_TESTS = [
  'runtime/blocks/form/error-focus.test.ts',
  'runtime/core/sanitize.test.ts',
  'src/api/client.test.ts',
  'src/api/public-client.test.ts',
  'src/app/deep-link.test.ts',
  'src/app/logout.test.ts',
  'src/session/storage.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; two halve the wall time (unit 108 s → 71 s).
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [...UNIT_ROOTS.map((root) => `${root}/**/*.test.tsx`), ...DOM_TS_TESTS],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'unit:node',
          environment: 'node',
          include: UNIT_ROOTS.map((root) => `${root}/**/*.test.ts`),
          exclude: [...configDefaults.exclude, ...DOM_TS_TESTS],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING_SERVER_TESTS],
          // Every file in a worker shares one module graph: evaluating the server's modules again for
          // each of 130 files was about a third of the stage. The server keeps its state per app and
          // database instance (two instances share a process in the e2e servers and the two-instance
          // tests), so the files do not see each other's state.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
      {
        test: {
          // Files that replace a server module with vi.mock need modules of their own.
          name: 'server:isolated',
          environment: 'node',
          include: MOCKING_SERVER_TESTS,
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
