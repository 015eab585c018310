import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 binaries (STACK-NOTES.md); CI has them, so their absence fails the test. */
export const POSTGRES_BIN_DIR = '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  port: number;
  /** Superuser URL of the cluster's `postgres` database (trust auth). */
  url: string;
  /** Starts the cluster again after stop(); waits until it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m <mode>`, waiting until the server is down. */
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  restart(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /** One statement on a fresh connection; resolves to its rows. */
  query(statement: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** pg_terminate_backend() of every other client connection; resolves to how many were ended. */
  terminateBackends(): Promise<number>;
  /** Stops the cluster (if running) and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * A fresh PostgreSQL 15 cluster in a temporary folder on a free loopback port, for tests that stop,
 * restart or cut the database off. As root the binaries run as the `postgres` user (initdb refuses root).
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'soundboard-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgBin = (name: string, args: string[]) => {
    const binary = path.join(POSTGRES_BIN_DIR, name);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', binary, ...args]) : run(binary, args);
  };
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let running = false;

  try {
    await pgBin('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const options = [
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  ].join(' ');

  const cluster: ThrowawayPostgres = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgBin('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        path.join(dir, 'log'),
        '-o',
        options,
        '-w',
        'start',
      ]);
      running = true;
    },
    async stop(mode = 'fast') {
      await pgBin('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async restart(mode = 'fast') {
      await cluster.stop(mode);
      await cluster.start();
    },
    async query(statement, params) {
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        return (await client.query<Record<string, unknown>>(statement, params)).rows;
      } finally {
        await client.end();
      }
    },
    async terminateBackends() {
      const rows = await cluster.query(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      return rows.filter((row) => row.ended === true).length;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}
