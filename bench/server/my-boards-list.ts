/**
 * `npm run bench:my-boards`: what My Boards' list costs the server (issue 30 point 2, decision 065), before and
 * after, in the same run: a user with 5 boards of 48 buttons, each button playing a sound. "Before" is
 * `GET /api/boards` (every board with every button and sound, what My Boards read until decision 065);
 * "after" is `GET /api/boards/summaries` (the first page: fields, counts, the cards' pads). Both databases,
 * the server as its own process and the load from another (bench/server/http-load.ts); rows alternate
 * before/after over ROUNDS rounds and the median is reported. CPU inside PostgreSQL is the /proc CPU of the
 * backends serving the bench database. Writes the "my-boards-list" section of bench/RESULTS.md.
 *   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL),
 *   BENCH_REQUESTS (1000 per row).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { benchAccount, benchBoard } from './bench-account.ts';
import { backendsCpuMs, runLoad } from './measured-load.ts';
import { serverArgs } from './server-args.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONNECTIONS = 8;
const BOARDS = 5;
const BUTTONS = 48;
const ROUNDS = 3;

const ROUTES = [
  ['before: GET /api/boards (every button of every board)', '/api/boards'],
  ['after: GET /api/boards/summaries (first page)', '/api/boards/summaries'],
] as const;

async function seed(baseUrl: string) {
  const account = await benchAccount(baseUrl, 'my-boards-bench@example.com');
  for (let i = 0; i < BOARDS; i++) {
    await benchBoard(account, BUTTONS, { name: `Bench board ${i + 1}` });
  }
  return account.cookie;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function runOn(kind: 'embedded' | 'postgres') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-my-boards-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'my-boards-bench-secret-that-is-long-enough-0123456789',
  };
  let dbName: string | undefined;
  let admin: pg.Client | null = null;
  if (kind === 'postgres') {
    dbName = `soundboard_bench_${randomUUID().replaceAll('-', '')}`;
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(dbName)}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const server = await startServerProcess(env, { args: serverArgs(), pollMs: 10 });
  try {
    const cookie = await seed(server.url);
    const bytes: number[] = [];
    for (const [, route] of ROUTES) {
      const response = await fetch(`${server.url}${route}`, {
        headers: { origin: server.url, cookie },
      });
      bytes.push((await response.arrayBuffer()).byteLength);
    }
    const measured = ROUTES.map(() => [] as Awaited<ReturnType<typeof runLoad>>[]);
    const db = () => backendsCpuMs(admin, dbName);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [, route]] of ROUTES.entries()) {
        const plan = { url: `${server.url}${route}`, cookie, connections: CONNECTIONS };
        if (round === 0) await runLoad(server, { ...plan, requests: 200, maxSeconds: 20 }, db);
        measured[i]!.push(
          await runLoad(server, { ...plan, requests: REQUESTS, maxSeconds: 60 }, db),
        );
      }
    }
    return ROUTES.map(([label], i) => {
      const runs = measured[i]!;
      const cpu = runs.map((r) => r.cpu);
      return {
        label,
        bytes: bytes[i]!,
        cpu: median(cpu),
        cpuRuns: cpu,
        db: kind === 'postgres' ? median(runs.map((r) => r.db)) : null,
        rps: median(runs.map((r) => r.rps)),
        p50: median(runs.map((r) => r.latency.p50)),
        p99: median(runs.map((r) => r.latency.p99)),
      };
    });
  } finally {
    await server.stop();
    if (admin && dbName) {
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(dbName)}`);
      await admin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

const name = { embedded: 'embedded (PGlite)', postgres: 'PostgreSQL' } as const;
const kinds: ('embedded' | 'postgres')[] = ADMIN_URL ? ['embedded', 'postgres'] : ['embedded'];
const lines: string[] = [];
for (const kind of kinds) {
  const rows = await runOn(kind);
  for (const row of rows)
    lines.push(
      `| ${name[kind]} | ${row.label} | ${(row.bytes / 1024).toFixed(1)} KB | **${row.cpu.toFixed(2)}** (${row.cpuRuns.map((v) => v.toFixed(2)).join(', ')}) | ${row.db === null ? '—' : row.db.toFixed(2)} | ${row.rps} | ${row.p50} | ${row.p99} |`,
    );
}
const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
const section = `## My Boards list: every button vs. summaries (issue 30 point 2, decision 065)

Latest run: ${new Date().toISOString()}, Node ${process.version}, load average ${load} at the end. A user with
${BOARDS} boards of ${BUTTONS} buttons, every button playing a sound; the server as its own process (\`node
${serverArgs().join(' ')}\`), the load from \`bench/server/http-load.ts\` (${CONNECTIONS} keep-alive connections,
${REQUESTS} requests per row after a 200-request warm-up). Before and after alternate over ${ROUNDS} rounds in
the same run; the median is shown (the runs in brackets). App CPU = the server process's /proc CPU ÷ requests;
"in PostgreSQL" = the /proc CPU of the bench database's backends ÷ requests.

| database | list | response | app CPU ms/request | in PostgreSQL ms/request | req/s | p50 ms | p99 ms |
|---|---|---|---|---|---|---|---|
${lines.join('\n')}
`;
process.stdout.write(section);
await writeResultsSection('my-boards-list', section);
