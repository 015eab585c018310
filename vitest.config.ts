import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { readTestEnv } from './src/server/config.ts';

const { testDatabaseUrl } = readTestEnv();

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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
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
        },
      },
    ],
  },
});
