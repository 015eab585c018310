/**
 * The load run (`npm run bench:load`, also part of `npm run bench`): the server as one process, the load
 * generator as another, on loopback, for a bounded time; once on the embedded database and once on PostgreSQL.
 * Zero errors and zero lost writes are required (exit code 1 otherwise); throughput, p50/p99 and the server's
 * CPU per request go to bench/RESULTS.md.
 *   LOAD_USERS (200), LOAD_SECONDS (60), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; the run
 *   creates and drops its own database on that server; set it to "" to skip PostgreSQL).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { writeResultsSection } from '../results-file.ts';
import { serverArgs, startNodeFlags } from '../server/server-args.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SETTLE_SECONDS = 30;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Summary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}
interface GeneratorResult {
  users: number;
  seconds: number;
  setupSeconds: number;
  requests: number;
  throughput: number;
  errors: number;
  errorSamples: string[];
  checkedWrites: number;
  lostWrites: number;
  lostSamples: string[];
  overall: Summary;
  byOperation: Record<string, Summary>;
}

async function runGenerator(server: ServerProcess) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'load-generator.ts'),
      server.url,
      String(USERS),
      String(SECONDS),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let cpuAtStart = 0;
  let cpuMs = 0;
  let result: GeneratorResult | undefined;
  // The highest RSS while the measured run goes on (VmHWM would include a first run's database set-up).
  let runPeakRssMb = 0;
  let sampler: NodeJS.Timeout | undefined;
  const sample = () => (runPeakRssMb = Math.max(runPeakRssMb, server.rssMb()));
  for await (const line of createInterface({ input: child.stdout })) {
    if (line === 'phase:run-start') {
      cpuAtStart = server.cpuMs();
      sampler = setInterval(sample, 250);
    } else if (line === 'phase:run-end') {
      cpuMs = server.cpuMs() - cpuAtStart;
      clearInterval(sampler);
      sample();
    } else if (line.startsWith('result:')) result = JSON.parse(line.slice(7)) as GeneratorResult;
  }
  const code = await new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', resolve),
  );
  if (code !== 0 || !result) throw new Error(`load generator failed (exit ${code})`);
  return { result, cpuMs, runPeakRssMb };
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

async function runOn(kind: 'embedded' | 'postgres') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-load-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_MAX: '100000',
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    AUTH_SECRET: 'load-run-secret-that-is-long-enough-0123456789',
  };
  let dbName: string | undefined;
  if (kind === 'postgres') {
    dbName = `soundboard_load_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(`CREATE DATABASE ${pg.escapeIdentifier(dbName)}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const server = await startServerProcess(env, { args: serverArgs() });
  try {
    const { result, cpuMs, runPeakRssMb } = await runGenerator(server);
    const after = server.rssMb();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const rss = {
      after,
      settled: server.rssMb(),
      runPeak: runPeakRssMb,
      sinceStart: server.peakRssMb(),
    };
    return { kind, result, cpuMs, rss, exitCode: await server.stop() };
  } finally {
    if (server.child.exitCode === null) await server.stop();
    if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(dbName)}`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const runs = [await runOn('embedded')];
if (ADMIN_URL) runs.push(await runOn('postgres'));

const label = { embedded: 'embedded (PGlite)', postgres: 'PostgreSQL 15' } as const;
const rows = runs.map(({ kind, result: r, cpuMs, rss, exitCode }) =>
  [
    label[kind],
    r.requests,
    r.throughput,
    r.overall.p50,
    r.overall.p99,
    r.errors,
    `${r.lostWrites} / ${r.checkedWrites}`,
    (cpuMs / r.requests).toFixed(2),
    `**${rss.after}** / ${rss.settled} / ${rss.runPeak} / ${rss.sinceStart}`,
    exitCode,
  ].join(' | '),
);
const operations = [...new Set(runs.flatMap((run) => Object.keys(run.result.byOperation)))].sort();
const opRows = operations.map(
  (op) =>
    `| ${op} | ${runs
      .map((run) => {
        const s = run.result.byOperation[op];
        return s ? `${s.count} | ${s.p50} | ${s.p99}` : '– | – | –';
      })
      .join(' | ')} |`,
);
const section = `## Load run: ${USERS} users × ${SECONDS} s, realistic mix

Latest run: ${new Date().toISOString()}, Node ${process.version}, ${process.platform} ${process.arch}. The server
runs as its own process (the compiled \`dist/server/main.js\`, production mode) and the load generator as another
(\`bench/load/load-generator.ts\`), on loopback. Each user signs up, gets a board, then loops: act, think
0.3–1.2 s. The mix (\`bench/load/load-mix.ts\`): open a board 25, list boards 15, play a file 8, /api/me 8,
rename a button 10, list sounds 6, rename a board 4, add a button 3, reorder 3, create a board 2, upload a sound
(and put it on a button) 2, trash and restore a board 2, trash list 2. Afterwards every user's boards, buttons,
labels and sounds are read back: a write answered 2xx that is missing is a lost write. Server CPU is the server
process's user + system time during the measured run, divided by its requests. RSS: right after the load (the
verification read-back included) / after ${SETTLE_SECONDS} s without requests / the highest sample (every 250 ms) during the run / the
process's peak since start (VmHWM: a first run's database set-up included; the server starts on an empty data
folder). The server runs with the node flags of \`npm start\` (${startNodeFlags().join(' ')}).

| database | requests | req/s | p50 ms | p99 ms | errors | lost writes / checked | server CPU ms/request | server RSS MB: after / settled / run peak / since start | exit code on SIGTERM |
|---|---|---|---|---|---|---|---|---|---|
${rows.map((row) => `| ${row} |`).join('\n')}

| operation | ${runs.map((run) => `${label[run.kind]}: count | p50 ms | p99 ms`).join(' | ')} |
|---|${runs.map(() => '---|---|---|').join('')}
${opRows.join('\n')}
`;
await writeResultsSection('load-run', section);
process.stdout.write(section);
for (const run of runs) {
  if (run.result.errors > 0)
    process.stderr.write(`${run.kind} errors: ${run.result.errorSamples.join('\n')}\n`);
  if (run.result.lostWrites > 0)
    process.stderr.write(`${run.kind} lost: ${run.result.lostSamples.join('\n')}\n`);
}
const failed = runs.some(
  (run) => run.result.errors > 0 || run.result.lostWrites > 0 || run.exitCode !== 0,
);
process.exit(failed ? 1 : 0);
