import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readTestEnv } from './config.ts';

const { testDatabaseUrl } = readTestEnv();
const temporaryDirs: string[] = [];
afterAll(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function runMigrate(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/migrate-command.ts'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// `npm run migrate` (decision 030): the one-shot command a deploy runs before starting new instances.
describe('the migrate command', { timeout: 90_000 }, () => {
  it.runIf(inject('database') === 'pglite')(
    'migrates a new embedded data folder, then finds nothing to do, exiting 0 both times',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-migrate-'));
      temporaryDirs.push(dataDir);
      const first = await runMigrate({ DATA_DIR: dataDir });
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('"msg":"migrations applied"');
      expect((await runMigrate({ DATA_DIR: dataDir })).code).toBe(0);
    },
  );

  it.runIf(Boolean(testDatabaseUrl) && inject('database') === 'postgres')(
    'migrates an empty PostgreSQL database: the tables are there afterwards',
    async () => {
      const name = `soundboard_migrate_cmd_${randomUUID().replaceAll('-', '')}`;
      await withClient(testDatabaseUrl!, (c) =>
        c.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`),
      );
      const url = new URL(testDatabaseUrl!);
      url.pathname = `/${name}`;
      try {
        const result = await runMigrate({ DATABASE_URL: url.toString() });
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        const tables = await withClient(url.toString(), (c) =>
          c.query<{ name: string }>(
            `select table_name as name from information_schema.tables where table_schema = 'public'`,
          ),
        );
        expect(tables.rows.map((row) => row.name)).toEqual(
          expect.arrayContaining(['soundboards', 'soundboard_buttons', 'sounds']),
        );
      } finally {
        await withClient(testDatabaseUrl!, (c) =>
          c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`),
        );
      }
    },
  );

  it('stops with exit code 1 and one line when the database cannot be reached', async () => {
    const result = await runMigrate({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^Soundboard cannot migrate: DATABASE_URL: cannot open the database/,
    );
  });
});
