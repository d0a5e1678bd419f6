import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
