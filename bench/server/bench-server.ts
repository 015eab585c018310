import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The PostgreSQL server benchmarks make their databases on (BENCH_DATABASE_URL; "" skips PostgreSQL). */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/**
 * The environment of a benchmark's server process: a fresh data folder and, for PostgreSQL, a fresh database;
 * cleanUp() removes both once the server has stopped.
 */
export async function benchServerEnv(
  kind: 'embedded' | 'postgres',
  label: string,
): Promise<{ env: Record<string, string>; cleanUp: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `soundboard-${label}-bench-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: `${label}-bench-secret-that-is-long-enough-0123456789`,
  };
  let dbName: string | undefined;
  if (kind === 'postgres') {
    dbName = `soundboard_bench_${randomUUID().replaceAll('-', '')}`;
    await admin(`CREATE DATABASE ${pg.escapeIdentifier(dbName)}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    async cleanUp() {
      await rm(dataDir, { recursive: true, force: true });
      if (dbName) await admin(`DROP DATABASE ${pg.escapeIdentifier(dbName)} WITH (FORCE)`);
    },
  };
}

/** Signs a user up on a benchmark's server; the session's Cookie header. */
export async function signUp(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password 123' }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
