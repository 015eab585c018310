import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { readTestEnv } from './src/server/config.ts';
import { testTimeScale } from './src/server/test/time-scale.ts';

const { testDatabaseUrl } = readTestEnv();
// Time-outs stretch with the machine's load or TEST_TIME_SCALE (decision 072).
const timeScale = testTimeScale();

const serverProject = (
  name: string,
  database: 'pglite' | 'postgres',
): TestProjectConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'node',
    include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
    provide: { database },
    setupFiles: ['src/server/test/setup.ts'],
    // One migrated database per run, copied by each file's createTestDatabase() (decision 072).
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 20_000 * timeScale,
    hookTimeout: 60_000 * timeScale,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on a run is one worker fewer than the cores: one on a 2-core machine, where the server
    // files mostly wait (their database thread, child servers, sockets). One more worker than the cores keeps
    // the CPU busy meanwhile (decision 072); --maxWorkers still overrides it.
    maxWorkers: availableParallelism() + 1,
    projects: [
      serverProject('server (PGlite)', 'pglite'),
      ...(testDatabaseUrl ? [serverProject('server (PostgreSQL)', 'postgres')] : []),
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 5_000 * timeScale,
          hookTimeout: 10_000 * timeScale,
        },
      },
    ],
  },
});
