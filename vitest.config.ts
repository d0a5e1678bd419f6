import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { MOCKING_SERVER_TESTS } from './scripts/mocking-server-tests';

const SERVER_TESTS = ['server/**/*.test.ts', 'scripts/**/*.test.ts'];

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
          include: ['schemas/**/*.test.{ts,tsx}', 'runtime/**/*.test.{ts,tsx}', 'designer/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
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
