import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { readTestEnv } from './src/server/config.ts';
import { testTimeScale } from './src/server/test/time-scale.ts';

const { testDatabaseUrl } = readTestEnv();
// Time-outs stretch with the machine's load or TEST_TIME_SCALE (decision 072).
const timeScale = testTimeScale();

/**
 * Server test files that never reach the project's database run once, in the PGlite project: the shared
 * rules, the embedded database's own machinery (its template, statements and early open), the start-up
 * errors and embedded start of main.ts, the static files and the server bundle, and the storage drivers.
 */
const DATABASE_INDEPENDENT = [
  'src/shared/**/*.test.ts',
  'src/server/db/embedded-*.test.ts',
  'src/server/db/pglite-*.test.ts',
  'src/server/main.test.ts',
  'src/server/static/precompress.test.ts',
  'src/server/static/inline-css.test.ts',
  'src/server/static/server-bundle-modules.test.ts',
  'src/server/storage/storage-drivers.test.ts',
];

const serverProject = (
  name: string,
  database: 'pglite' | 'postgres',
): TestProjectConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'node',
    include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(database === 'postgres' ? DATABASE_INDEPENDENT : [])],
    provide: { database },
    // One module graph per worker across files (decision 072 addendum): the server's modules are imported once
    // per worker, not once per file. Each file still makes its own database, app and hub.
    isolate: false,
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
          // Each file in a fresh VM context (its own jsdom page, module state and globals) on warm threads: the
          // same isolation at about a third of the CPU (161 → 50 s, decision 072 addendum 2). isolate: false
          // was cheaper still but let files leak page state (the playback engine, IndexedDB, guest mode).
          pool: 'vmThreads',
          testTimeout: 5_000 * timeScale,
          hookTimeout: 10_000 * timeScale,
        },
      },
    ],
  },
});
