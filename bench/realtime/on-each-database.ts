import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../../src/server/test/throwaway-postgres.ts';
import {
  startServerProcess,
  type ServerProcess,
  type ServerProcessOptions,
} from '../load/server-process.ts';

/**
 * Runs `measure` against the server as its own process, first on the embedded database, then on a throwaway
 * PostgreSQL 15 cluster, each with a fresh data folder and `env`; every server, cluster and folder is removed
 * after its run. The results in that order. `options` start the server processes (e.g. other node arguments).
 */
export async function onEachDatabase<T>(
  label: string,
  env: Record<string, string>,
  measure: (server: ServerProcess, database: string) => Promise<T>,
  options: ServerProcessOptions = {},
): Promise<T[]> {
  const results: T[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${label}-`));
  const embedded = await startServerProcess({ DATA_DIR: dataDir, ...env }, options);
  try {
    results.push(await measure(embedded, 'embedded (PGlite)'));
  } finally {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const cluster = await startThrowawayPostgres();
  const pgDir = await mkdtemp(path.join(os.tmpdir(), `bench-${label}-pg-`));
  const postgres = await startServerProcess(
    { DATA_DIR: pgDir, DATABASE_URL: cluster.url, ...env },
    options,
  );
  try {
    results.push(await measure(postgres, 'PostgreSQL 15'));
  } finally {
    await postgres.stop();
    await cluster.destroy();
    await rm(pgDir, { recursive: true, force: true });
  }
  return results;
}
