/**
 * Server cost per request, with the load from a separate process (bench/server/http-load.ts) and the server
 * as its own process (bench/load/server-process.ts): for each database, start-up (first run on an empty
 * folder / fresh database, then a restart on the same data), then per route the server's CPU ms per request
 * (its /proc CPU delta over the requests), req/s and p50/p99, /api/health's latency while 8 clients read a
 * board, and the server's RSS after the load. Writes the "server" section of bench/RESULTS.md.
 *   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL),
 *   BENCH_REQUESTS (2000 per row), BENCH_LABEL (a name for the run in the heading).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { writeResultsSection } from '../results-file.ts';
import { startServerProcess, type ServerProcess } from '../load/server-process.ts';
import { seedBenchUser } from './seed-board.ts';
import { serverArgs } from './server-args.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const LABEL = process.env.BENCH_LABEL ?? 'current';
const CONNECTIONS = 8;

interface LoadResult {
  requests: number;
  rps: number;
  errors: number;
  latency: { p50: number; p99: number };
  probe: { count: number; p50: number; p99: number; max: number };
}

async function runLoad(server: ServerProcess, plan: object) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'http-load.ts'), JSON.stringify(plan)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const cpuBefore = server.cpuMs();
  let result: LoadResult | undefined;
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('result:')) result = JSON.parse(line.slice(7)) as LoadResult;
  }
  const cpuMs = server.cpuMs() - cpuBefore;
  if (!result || result.errors > 0) throw new Error(`load failed: ${JSON.stringify(result)}`);
  return { ...result, cpuPerRequest: cpuMs / (result.requests + result.probe.count) };
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const SERVER_ARGS = serverArgs();

async function timedStart(env: Record<string, string>) {
  const started = performance.now();
  const server = await startServerProcess(env, { args: SERVER_ARGS, pollMs: 10 });
  return { server, ms: Math.round(performance.now() - started) };
}

async function runOn(kind: 'embedded' | 'postgres') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-server-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'server-bench-secret-that-is-long-enough-0123456789',
  };
  let dbName: string | undefined;
  if (kind === 'postgres') {
    dbName = `soundboard_bench_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(`CREATE DATABASE ${pg.escapeIdentifier(dbName)}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  try {
    const first = await timedStart(env);
    const { cookie, bigBoardId } = await seedBenchUser(first.server.url);
    await first.server.stop();
    const { server, ms: restartMs } = await timedStart(env);
    try {
      const rows: [string, LoadResult & { cpuPerRequest: number }][] = [];
      const routes = [
        ['GET /api/health', '/api/health', undefined],
        ['GET /api/boards/:id (owner, 48 buttons)', `/api/boards/${bigBoardId}`, cookie],
        [
          'GET /api/boards/:id (visitor, public, 48 buttons)',
          `/api/boards/${bigBoardId}`,
          undefined,
        ],
        ['GET /api/me (signed in)', '/api/me', cookie],
        ['GET /api/boards (signed in, 5 boards)', '/api/boards', cookie],
      ] as const;
      for (const [label, route, routeCookie] of routes) {
        const plan = { url: `${server.url}${route}`, cookie: routeCookie, connections: 1 };
        await runLoad(server, { ...plan, requests: 200, maxSeconds: 10 }); // warm-up
        const load = { connections: CONNECTIONS, requests: REQUESTS, maxSeconds: 30 };
        rows.push([label, await runLoad(server, { ...plan, ...load })]);
      }
      const mixed = await runLoad(server, {
        url: `${server.url}/api/boards/${bigBoardId}`,
        cookie,
        connections: CONNECTIONS,
        requests: REQUESTS,
        maxSeconds: 30,
        probe: { url: `${server.url}/api/health`, intervalMs: 10 },
      });
      return { kind, firstMs: first.ms, restartMs, rows, mixed, rssMb: server.rssMb() };
    } finally {
      await server.stop();
    }
  } finally {
    if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(dbName)}`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const runs = [await runOn('embedded')];
if (ADMIN_URL) runs.push(await runOn('postgres'));
const name = { embedded: 'embedded (PGlite)', postgres: 'PostgreSQL 15' } as const;

const lines = runs.flatMap((run) => [
  `| ${name[run.kind]} | start-up to ready, first run (empty) / restart | ${run.firstMs} / ${run.restartMs} ms | | | |`,
  ...run.rows.map(
    ([label, r]) =>
      `| ${name[run.kind]} | ${label} | **${r.cpuPerRequest.toFixed(2)}** | ${r.rps} | ${r.latency.p50} | ${r.latency.p99} |`,
  ),
  `| ${name[run.kind]} | GET /api/health every 10 ms while ${CONNECTIONS} clients read the board | ${run.mixed.cpuPerRequest.toFixed(2)} | ${run.mixed.rps} (board) | ${run.mixed.probe.p50} | **${run.mixed.probe.p99}** |`,
  `| ${name[run.kind]} | RSS after the load | ${run.rssMb} MB | | | |`,
]);
const section = `## Server cost per request (${LABEL})

Latest run: ${new Date().toISOString()}, Node ${process.version}, ${process.platform} ${process.arch}. The server
runs as its own process (\`node ${SERVER_ARGS.join(' ')}\`, production mode, log level warn); the load comes
from another process (\`bench/server/http-load.ts\`: ${CONNECTIONS} keep-alive connections, closed loop,
${REQUESTS} requests per row after a 200-request warm-up). CPU ms/request = the server process's user + system
CPU time during the row (/proc) ÷ the requests answered. Start-up = spawn until /api/ready answers (polled
every 10 ms); "first run" is an empty data folder / fresh database, "restart" the same data again.

| database | figure | server CPU ms/request | req/s | p50 ms | p99 ms |
|---|---|---|---|---|---|
${lines.join('\n')}
`;
await writeResultsSection(`server-${LABEL}`, section);
process.stdout.write(section);
