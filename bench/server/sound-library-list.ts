/**
 * `npm run bench:sounds-list`: what opening My Sounds costs the server at 50 and 5,000 sounds (issue 30
 * point 3, decision 066), before and after, in the same run, both databases. "Before" is the bare
 * `GET /api/sounds` (the whole library, what My Sounds and the pickers read until decision 066); "after" is
 * the first page `GET /api/sounds?limit=48` and a search `?limit=48&q=…`. The server runs as its own process
 * and the load comes from another (bench/server/http-load.ts); rows alternate over ROUNDS rounds and the
 * median is shown. App CPU = the server's /proc CPU ÷ requests; "in PostgreSQL" = the /proc CPU of the bench
 * database's backends ÷ requests. Writes the "sound-library-list" section of bench/RESULTS.md.
 *   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL),
 *   BENCH_REQUESTS (300 per row; a tenth of it for the whole 5,000-sound library).
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { SOUND_PAGE } from '../../src/shared/sound-page.ts';
import { startServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { backendsCpuMs, runLoad } from './measured-load.ts';
import { ADMIN_URL, benchServerEnv, signUp } from './bench-server.ts';
import { serverArgs } from './server-args.ts';
import { fillSoundLibraries, uploadOneSound } from './sound-library-fill.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = 4;
const ROUNDS = 3;
const SIZES = [50, 5000] as const;

const ROUTES = [
  ['before: GET /api/sounds (the whole library)', ''],
  [
    `after: GET /api/sounds?limit=${SOUND_PAGE.default} (first page)`,
    `?limit=${SOUND_PAGE.default}`,
  ],
  [
    `after: ?limit=${SOUND_PAGE.default}&q=bell 7 (a search)`,
    `?limit=${SOUND_PAGE.default}&q=bell%207`,
  ],
] as const;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function runOn(kind: 'embedded' | 'postgres') {
  const { env, cleanUp } = await benchServerEnv(kind, 'sounds-list');
  const args = serverArgs();
  let server = await startServerProcess(env, { args, pollMs: 10 });
  let admin: pg.Client | null = null;
  try {
    const users = [];
    for (const size of SIZES) {
      const cookie = await signUp(server.url, `sounds-list-${size}@example.com`);
      await uploadOneSound(server.url, cookie);
      users.push({ cookie, size });
    }
    // The server holds the embedded database: the libraries are filled while it is stopped.
    await server.stop();
    await fillSoundLibraries(
      env,
      users.map((user) => user.size),
    );
    server = await startServerProcess(env, { args, pollMs: 10 });
    const dbName = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : undefined;
    if (dbName) {
      admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
    }
    const db = () => backendsCpuMs(admin, dbName);
    const rows = [];
    for (const { cookie, size } of users) {
      const measured = ROUTES.map(() => [] as Awaited<ReturnType<typeof runLoad>>[]);
      const facts = [];
      for (const [, search] of ROUTES) {
        const response = await fetch(`${server.url}/api/sounds${search}`, {
          headers: { origin: server.url, cookie },
        });
        const body = (await response.json()) as unknown[] | { sounds: unknown[]; total: number };
        const count = Array.isArray(body) ? body.length : `${body.sounds.length} of ${body.total}`;
        facts.push({ bytes: JSON.stringify(body).length, count });
      }
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, [, search]] of ROUTES.entries()) {
          const whole = i === 0 && size > 1000;
          const requests = whole ? Math.max(10, Math.round(REQUESTS / 10)) : REQUESTS;
          const plan = {
            url: `${server.url}/api/sounds${search}`,
            cookie,
            connections: CONNECTIONS,
          };
          if (round === 0) await runLoad(server, { ...plan, requests: 20, maxSeconds: 30 }, db);
          measured[i]!.push(await runLoad(server, { ...plan, requests, maxSeconds: 120 }, db));
        }
      }
      for (const [i, [label]] of ROUTES.entries()) {
        const runs = measured[i]!;
        rows.push({
          size,
          label,
          ...facts[i]!,
          cpu: median(runs.map((r) => r.cpu)),
          cpuRuns: runs.map((r) => r.cpu),
          db: kind === 'postgres' ? median(runs.map((r) => r.db)) : null,
          p50: median(runs.map((r) => r.latency.p50)),
        });
      }
    }
    return rows;
  } finally {
    await admin?.end();
    await server.stop();
    await cleanUp();
  }
}

const name = { embedded: 'embedded (PGlite)', postgres: 'PostgreSQL' } as const;
const kinds: ('embedded' | 'postgres')[] = ADMIN_URL ? ['embedded', 'postgres'] : ['embedded'];
const lines: string[] = [];
for (const kind of kinds) {
  for (const row of await runOn(kind))
    lines.push(
      `| ${name[kind]} | ${row.size.toLocaleString('en')} | ${row.label} | ${row.count} | ${(row.bytes / 1024).toFixed(1)} KB | **${row.cpu.toFixed(2)}** (${row.cpuRuns.map((v) => v.toFixed(2)).join(', ')}) | ${row.db === null ? '—' : row.db.toFixed(2)} | ${row.p50} |`,
    );
}
const section = `## My Sounds' list at 50 and 5,000 sounds: whole library vs. pages (issue 30 point 3, decision 066)

Latest run: ${new Date().toISOString()}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the end.
Two users on one server, one with 50 sounds and one with 5,000 (names "Bell 1", "Drum 2"…, one tag each of
12); the server as its own process (\`node ${serverArgs().join(' ')}\`), the load from
\`bench/server/http-load.ts\` (${CONNECTIONS} keep-alive connections, ${REQUESTS} requests per row, a tenth of that
for the whole 5,000-sound library, after a 20-request warm-up). Before and after alternate over ${ROUNDS} rounds
in the same run; the median is shown (the runs in brackets). App CPU = the server process's /proc CPU ÷
requests; "in PostgreSQL" = the /proc CPU of the bench database's backends ÷ requests.

| database | sounds | request | sounds answered | response | app CPU ms/request | in PostgreSQL ms/request | p50 ms |
|---|---|---|---|---|---|---|---|
${lines.join('\n')}
`;
process.stdout.write(section);
await writeResultsSection('sound-library-list', section);
