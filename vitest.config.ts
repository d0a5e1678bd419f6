import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { MOCKING_SERVER_TESTS } from './scripts/mocking-server-tests';
import { DOM_TS_TESTS, MOCKING_UNIT_TESTS, STATEFUL_UNIT_TESTS } from './scripts/unit-test-projects';

const SERVER_TESTS = ['server/**/*.test.ts', 'scripts/**/*.test.ts'];
const UNIT_ROOTS = ['schemas', 'runtime', 'designer', 'src', 'fixtures'];
const JSDOM_TESTS = [...UNIT_ROOTS.map((root) => `${root}/**/*.test.tsx`), ...DOM_TS_TESTS];
const ISOLATED_JSDOM_TESTS = [...MOCKING_UNIT_TESTS, ...STATEFUL_UNIT_TESTS];

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
          include: JSDOM_TESTS,
          exclude: [...configDefaults.exclude, ...ISOLATED_JSDOM_TESTS],
          // One module graph and document per worker (scripts/unit-test-projects.ts); vitest.setup.ts
          // unmounts after every test and empties storage after every file.
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'unit:isolated',
          environment: 'jsdom',
          include: ISOLATED_JSDOM_TESTS,
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
