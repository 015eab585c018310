/**
 * Start-up to ready (decision 067): spawns the server as `npm start` does (`node <the start script's flags>
 * scripts/start.mjs` with its environment) and times spawn → the first 200 from /api/ready (polled every 10
 * ms). Per database: "first run" = an empty data folder / a fresh PostgreSQL database, "restart" = the same
 * data again. Several rounds, median and worst. Checkouts to compare run interleaved in one process:
 *   node --import tsx bench/server/startup.ts [label=path …]   (default: this checkout, labelled "now")
 *   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL), BENCH_ROUNDS (5).
 * Each checkout is started once before the rounds, so that `npm start` builds what it lacks there first (the
 * builds are not start-up). Writes the "startup" section of bench/RESULTS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { startEnv, startNodeFlags } from './server-args.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const POLL_MS = 10;
const SECRET = 'startup-bench-secret-that-is-long-enough-0123456789';

const checkouts = (process.argv.slice(2).length ? process.argv.slice(2) : [`now=${ROOT}`]).map(
  (arg) => {
    const [label, dir] = arg.split('=', 2) as [string, string];
    return { label, dir: path.resolve(dir) };
  },
);
const kinds = ADMIN_URL ? (['embedded', 'postgres'] as const) : (['embedded'] as const);
type Kind = (typeof kinds)[number];

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `npm start` in `dir`: resolves with the ms from spawn to the first 200 from /api/ready, and a stop. */
async function start(dir: string, env: Record<string, string>, timeoutMs = 600_000) {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...startNodeFlags(), 'scripts/start.mjs'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...startEnv(),
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}/api/ready`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server in ${dir} exited with ${child.exitCode}`);
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server in ${dir} not ready in ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const ms = Math.round(performance.now() - started);
  return {
    ms,
    cpuMs: cpuMsSoFar(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The server process's CPU time so far (all its threads, and the children it waited for, e.g. initdb) from
 * /proc: on a shared machine the steadier figure beside the wall time.
 */
function cpuMsSoFar(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime in clock ticks (100 a second)
  return [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]) * 10, 0);
}

/** One first run and one restart of `dir` on fresh data of `kind`. */
async function round(dir: string, kind: Kind) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-startup-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, AUTH_SECRET: SECRET };
  let dbName: string | undefined;
  if (kind === 'postgres') {
    dbName = `soundboard_startup_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(`CREATE DATABASE ${pg.escapeIdentifier(dbName)}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  try {
    const first = await start(dir, env);
    await first.stop();
    const restart = await start(dir, env);
    await restart.stop();
    return { first, restart };
  } finally {
    if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(dbName)}`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

for (const { dir } of checkouts) {
  process.stdout.write(`preparing ${dir} (npm start builds what it lacks)…\n`);
  for (const kind of kinds) await round(dir, kind);
}

const times = new Map<string, number[]>();
const record = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms]);
for (let r = 0; r < ROUNDS; r++) {
  for (const { label, dir } of checkouts) {
    for (const kind of kinds) {
      const { first, restart } = await round(dir, kind);
      for (const [phase, run] of Object.entries({ first, restart })) {
        record(`${label}|${kind}|${phase}`, run.ms);
        record(`${label}|${kind}|${phase}|cpu`, run.cpuMs);
      }
      process.stdout.write(
        `${label} ${kind}: first ${first.ms} ms (CPU ${first.cpuMs}), restart ${restart.ms} ms (CPU ${restart.cpuMs})\n`,
      );
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
function cell(values: number[]) {
  return `**${median(values)}** / ${Math.max(...values)} (${values.join(', ')})`;
}
const names = { embedded: 'embedded (PGlite)', postgres: 'PostgreSQL' } as const;
const phases = { first: 'first run', restart: 'restart' } as const;
const rows = kinds.flatMap((kind) =>
  (['first', 'restart'] as const).map(
    (phase) =>
      `| ${names[kind]} | ${phases[phase]} | ${checkouts.map(({ label }) => cell(times.get(`${label}|${kind}|${phase}`)!)).join(' | ')} | ${checkouts.map(({ label }) => median(times.get(`${label}|${kind}|${phase}|cpu`)!)).join(' | ')} |`,
  ),
);
const [load1, load5] = (await import('node:os')).loadavg();
const section = `## Start-up to ready (bench/server/startup.ts)

Latest run: ${new Date().toISOString()}, Node ${process.version}, load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} (1 / 5 min) at the end.
Spawn of \`npm start\`'s command (\`node ${startNodeFlags().join(' ')} scripts/start.mjs\`, its environment,
production, log level warn) until /api/ready first answers 200, polled every ${POLL_MS} ms. First run = an empty
data folder / a fresh PostgreSQL database; restart = the same data again. ${ROUNDS} rounds, checkouts interleaved;
each wall-time cell is **median** / worst (every run) in ms; CPU = the server process's CPU ms at ready
(all threads and waited-for children, /proc), median.

| database | start | ${checkouts.map(({ label }) => `${label} (wall ms)`).join(' | ')} | ${checkouts.map(({ label }) => `${label} CPU ms`).join(' | ')} |
|---|---|${checkouts.map(() => '---|---|').join('')}
${rows.join('\n')}
`;
await writeResultsSection('startup', section);
process.stdout.write(section);
