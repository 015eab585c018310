/**
 * `npm run bench:board-read`: GET /api/boards/:id by a visitor and by the signed-in owner, on public boards of
 * 8, 48, 500 and 2,000 buttons (each with a sound), for two builds of the server side by side in one run
 * (issue 30 point 1, decision 070): BENCH_BEFORE and BENCH_AFTER are checkouts whose dist/server is built
 * (`node scripts/build-server.mjs` in each; BENCH_AFTER defaults to this one). Both databases; the server as
 * its own process, the load from another (bench/server/http-load.ts); rows alternate before/after over ROUNDS
 * rounds, the median reported. App CPU = the server process's /proc CPU per request; inside PostgreSQL = the
 * /proc CPU of the backends serving the bench database per request. Writes the "board-read-growth" section.
 *   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL),
 *   BENCH_REQUESTS (600 per row).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { benchAccount, benchBoard } from './bench-account.ts';
import { backendsCpuMs, runLoad } from './measured-load.ts';
import { startNodeFlags } from './server-args.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const CHECKOUTS = [
  ['before', process.env.BENCH_BEFORE],
  ['after', process.env.BENCH_AFTER ?? ROOT],
].filter((pair): pair is [string, string] => Boolean(pair[1]));
const CONNECTIONS = 8;
const SIZES = [8, 48, 500, 2000];
const ROUNDS = 3;
const VIEWERS = ['visitor', 'owner'] as const;

async function seed(baseUrl: string) {
  const account = await benchAccount(baseUrl, 'board-read-bench@example.com');
  const boards: Record<number, string> = {};
  for (const size of SIZES) {
    boards[size] = await benchBoard(account, size, { name: `Bench ${size}`, isPublic: true });
  }
  return { cookie: account.cookie, boards };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  checkout: string;
  size: number;
  viewer: (typeof VIEWERS)[number];
  cpu: number[];
  db: number[];
  p50: number[];
  bytes: number;
}

async function runOn(kind: 'embedded' | 'postgres') {
  const servers: {
    checkout: string;
    server: ServerProcess;
    cookie: string;
    boards: Record<number, string>;
    dataDir: string;
    dbName?: string;
  }[] = [];
  const admin = kind === 'postgres' ? new pg.Client({ connectionString: ADMIN_URL }) : null;
  await admin?.connect();
  try {
    for (const [checkout, dir] of CHECKOUTS) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-board-read-bench-'));
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
        AUTH_SECRET: 'board-read-bench-secret-that-is-long-enough-0123456789',
      };
      let dbName: string | undefined;
      if (admin) {
        dbName = `soundboard_bench_${randomUUID().replaceAll('-', '')}`;
        await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(dbName)}`);
        const url = new URL(ADMIN_URL);
        url.pathname = `/${dbName}`;
        env.DATABASE_URL = url.toString();
      }
      const server = await startServerProcess(env, {
        args: [...startNodeFlags(), path.join(dir, 'dist/server/main.js')],
        pollMs: 10,
      });
      servers.push({ checkout, server, dataDir, dbName, ...(await seed(server.url)) });
    }
    const rows: Row[] = [];
    for (let round = 0; round < ROUNDS; round++)
      for (const size of SIZES)
        for (const viewer of VIEWERS)
          for (const { checkout, server, cookie, boards, dbName } of servers) {
            const url = `${server.url}/api/boards/${boards[size]}`;
            const plan = {
              url,
              cookie: viewer === 'owner' ? cookie : '',
              connections: CONNECTIONS,
            };
            const db = () => backendsCpuMs(admin, dbName);
            const requests = size >= 2000 ? Math.ceil(REQUESTS / 3) : REQUESTS;
            if (round === 0) await runLoad(server, { ...plan, requests: 100, maxSeconds: 30 }, db);
            const result = await runLoad(server, { ...plan, requests, maxSeconds: 120 }, db);
            let row = rows.find(
              (r) => r.checkout === checkout && r.size === size && r.viewer === viewer,
            );
            if (!row) {
              const response = await fetch(url, {
                headers: { origin: server.url, ...(viewer === 'owner' ? { cookie } : {}) },
              });
              const bytes = (await response.arrayBuffer()).byteLength;
              row = { checkout, size, viewer, cpu: [], db: [], p50: [], bytes };
              rows.push(row);
            }
            row.cpu.push(result.cpu);
            row.db.push(result.db);
            row.p50.push(result.latency.p50);
          }
    return rows;
  } finally {
    for (const { server, dataDir, dbName } of servers) {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
      if (admin && dbName)
        await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(dbName)} WITH (FORCE)`);
    }
    await admin?.end();
  }
}

const loads: number[] = [loadavg()[0]!];
const results: { kind: string; rows: Row[] }[] = [
  { kind: 'embedded (PGlite)', rows: await runOn('embedded') },
];
loads.push(loadavg()[0]!);
if (ADMIN_URL) {
  results.push({ kind: 'PostgreSQL', rows: await runOn('postgres') });
  loads.push(loadavg()[0]!);
}

const lines = [
  '## Board read by size: visitor and owner, before/after (issue 30 point 1, decision 070)',
  '',
  `\`npm run bench:board-read\` (bench/server/board-read-growth.ts), ${new Date().toISOString()}, Node ${process.version}.`,
  `GET /api/boards/:id of a public board whose buttons all have a sound, by a visitor (no cookie) and by the`,
  `signed-in owner; ${CONNECTIONS} keep-alive connections, closed loop, ${REQUESTS} requests a row (a third of that`,
  `at 2,000 buttons), ${ROUNDS} rounds with the checkouts alternated, median. App CPU = the server process's`,
  `user + system CPU (/proc) ÷ requests; in PostgreSQL = the CPU of the backends serving the bench database.`,
  `Checkouts: ${CHECKOUTS.map(([name, dir]) => `${name} = ${path.basename(dir)}`).join(', ')}.`,
  `Load average (1 min) at start / between databases / end: ${loads.map((l) => l.toFixed(1)).join(' / ')} on 2 cores.`,
  '',
  '| database | viewer | buttons | checkout | app CPU ms/req | in PostgreSQL ms/req | p50 ms | JSON bytes |',
  '|---|---|---:|---|---:|---:|---:|---:|',
];
for (const { kind, rows } of results)
  for (const viewer of VIEWERS)
    for (const size of SIZES)
      for (const row of rows.filter((r) => r.viewer === viewer && r.size === size))
        lines.push(
          `| ${kind} | ${viewer} | ${size} | ${row.checkout} | **${median(row.cpu).toFixed(2)}** | ${kind.startsWith('Postgre') ? median(row.db).toFixed(2) : '—'} | ${median(row.p50).toFixed(1)} | ${row.bytes} |`,
        );
console.log(lines.join('\n'));
await writeResultsSection('board-read-growth', lines.join('\n'));
