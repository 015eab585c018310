/**
 * Event stream capacity and abuse: the heap one open stream costs, how many streams one instance holds at
 * the default heap (`npm start`: --max-old-space-size=256) with STREAMS_PER_INSTANCE derived (0), and
 * GET /api/health's latency while one address floods GET /api/realtime, on the embedded database and on
 * PostgreSQL 15 (a throwaway cluster). The server is its own process. Writes bench/RESULTS.md.
 * Run: npm run bench:streams
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../../src/server/test/throwaway-postgres.ts';
import { freePort, startServerProcess, type ServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { startNodeFlags } from '../server/server-args.ts';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const FLOOD_SECONDS = 10;
const BASELINE_SECONDS = 3;
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Probe {
  heapUsed: number;
  rss: number;
  external: number;
  heapLimit: number;
  instanceCap: number;
}

interface Row {
  database: string;
  heapLimitMb: number;
  instanceCap: number;
  held: number;
  firstRefusal: number;
  perStreamHeapKb: number;
  perStreamRssKb: number;
  heapAtCapMb: number;
  baseline: number[];
  flood: number[];
  floodStatuses: Record<string, number>;
  floodKept: number;
  healthFailures: number;
  alive: boolean;
  peakRssMb: number;
  /** Server CPU time during the flood per attempt, ms. */
  cpuPerAttemptMs: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function start(env: Record<string, string>) {
  const probePort = await freePort();
  const server = await startServerProcess(
    { ...env, BENCH_PROBE_PORT: String(probePort) },
    {
      args: [
        ...startNodeFlags(),
        '--expose-gc',
        '--import',
        'tsx',
        'bench/realtime/stream-server.ts',
      ],
    },
  );
  const probe = async () => (await (await fetch(`http://127.0.0.1:${probePort}/`)).json()) as Probe;
  return { server, probe };
}

/** Opens streams until the instance refuses one; returns the readers and the refusal's status. */
async function fill(url: string) {
  const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
  for (;;) {
    const batch = await Promise.all(
      Array.from({ length: 100 }, () => fetch(`${url}/api/realtime`)),
    );
    let refusal = 0;
    for (const response of batch) {
      if (response.status === 200) {
        const reader = response.body!.getReader();
        await reader.read(); // the stream's first bytes: it is open on the server
        readers.push(reader);
      } else {
        refusal = response.status;
        await response.arrayBuffer();
      }
    }
    if (refusal) return { readers, refusal };
  }
}

/** GET /api/health one after another for `seconds`; latencies in ms, and failures. */
async function health(url: string, seconds: number) {
  const times: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      times.push(performance.now() - started);
    } catch {
      failures += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { times, failures };
}

async function flood(url: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/realtime/stream-flood-client.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, FLOOD_URL: url, FLOOD_SECONDS: String(FLOOD_SECONDS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.on('exit', resolve));
  return JSON.parse(out.trim().split('\n').at(-1)!) as {
    statuses: Record<string, number>;
    kept: number;
  };
}

async function measure(database: string, env: Record<string, string>): Promise<Row> {
  // 1. Per-client caps out of the way: fill the instance up to its derived cap and weigh the streams.
  const capacity = await start({
    ...env,
    STREAMS_PER_ADDRESS: '1000000',
    STREAMS_PER_USER: '1000000',
    STREAMS_PER_INSTANCE: '0',
  });
  let row: Row;
  try {
    await (await fetch(`${capacity.server.url}/api/realtime`)).body!.cancel(); // first LISTEN
    const before = await capacity.probe();
    const { readers, refusal } = await fill(capacity.server.url);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const full = await capacity.probe();
    row = {
      database,
      heapLimitMb: mb(before.heapLimit),
      instanceCap: before.instanceCap,
      held: readers.length,
      firstRefusal: refusal,
      perStreamHeapKb: (full.heapUsed - before.heapUsed) / readers.length / 1024,
      perStreamRssKb: (full.rss - before.rss) / readers.length / 1024,
      heapAtCapMb: mb(full.heapUsed),
      baseline: [],
      flood: [],
      floodStatuses: {},
      floodKept: 0,
      healthFailures: 0,
      alive: true,
      peakRssMb: 0,
      cpuPerAttemptMs: 0,
    };
    await Promise.all(readers.map((reader) => reader.cancel().catch(() => undefined)));
  } finally {
    await capacity.server.stop();
  }

  // 2. Default limits: one address floods while /api/health is timed.
  const { server } = await start(env);
  try {
    row.baseline = (await health(server.url, BASELINE_SECONDS)).times;
    const cpuBefore = server.cpuMs();
    const [attack, probe] = await Promise.all([
      flood(server.url),
      health(server.url, FLOOD_SECONDS),
    ]);
    row.flood = probe.times;
    row.healthFailures = probe.failures;
    row.floodStatuses = attack.statuses;
    row.floodKept = attack.kept;
    const attempts = Object.values(attack.statuses).reduce((a, b) => a + b, 0);
    row.cpuPerAttemptMs = (server.cpuMs() - cpuBefore) / Math.max(1, attempts + probe.times.length);
    row.alive = server.child.exitCode === null && (await fetch(`${server.url}/api/health`)).ok;
    row.peakRssMb = server.peakRssMb();
  } finally {
    await stopped(server);
  }
  return row;
}

const stopped = (server: ServerProcess) => server.stop();

async function main() {
  const rows: Row[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-streams-'));
  try {
    rows.push(await measure('embedded (PGlite)', { DATA_DIR: dataDir, AUTH_SECRET: SECRET }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const cluster = await startThrowawayPostgres();
  const pgDir = await mkdtemp(path.join(os.tmpdir(), 'bench-streams-pg-'));
  try {
    rows.push(
      await measure('PostgreSQL 15', {
        DATA_DIR: pgDir,
        DATABASE_URL: cluster.url,
        AUTH_SECRET: SECRET,
      }),
    );
  } finally {
    await cluster.destroy();
    await rm(pgDir, { recursive: true, force: true });
  }

  const f = (n: number) => n.toFixed(1);
  const capacityRows = rows.map(
    (r) =>
      `| ${r.database} | ${f(r.heapLimitMb)} | ${r.instanceCap} | ${r.held} (then ${r.firstRefusal}) | ` +
      `**${f(r.perStreamHeapKb)}** | ${f(r.perStreamRssKb)} | ${f(r.heapAtCapMb)} |`,
  );
  const floodRows = rows.map((r) => {
    const attempts = Object.values(r.floodStatuses).reduce((a, b) => a + b, 0);
    const statuses = Object.entries(r.floodStatuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    return (
      `| ${r.database} | ${f(pct(r.baseline, 50))} / ${f(pct(r.baseline, 99))} | ` +
      `${f(pct(r.flood, 50))} / **${f(pct(r.flood, 99))}** | ${r.healthFailures} | ${attempts} (${statuses}) | ` +
      `${r.floodKept} | ${f(r.cpuPerAttemptMs)} | ${r.alive ? 'yes' : 'NO'} | ${r.peakRssMb} |`
    );
  });
  const markdown = `## Event streams: memory, instance capacity, flood from one address

Latest run: ${new Date().toISOString()}, Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores
(shared with other work). \`bench/realtime/stream-capacity.ts\` (\`npm run bench:streams\`): the server runs as its own
process with \`npm start\`'s node flags (--max-old-space-size=256; tsx on the sources, production mode, plus a
garbage-collecting memory probe). Capacity: the per-client caps raised, STREAMS_PER_INSTANCE=0 (derived: a quarter
of the heap limit at STREAM_BYTES = 32 KiB a stream); visitors' GET /api/realtime streams are opened 100 at a time
until the instance answers 503; heap per stream = (heapUsed after GC with every stream open − before) / streams.
Flood: default limits; a separate process keeps 64 attempts at GET /api/realtime in flight from 127.0.0.1 for
${FLOOD_SECONDS} s and keeps every stream it gets, while GET /api/health is timed one request after another
(after a ${BASELINE_SECONDS} s baseline without the flood); server CPU per request = the server process's CPU time
during the flood / (flood attempts + health requests). Target: health p99 ≤ 50 ms. Load average during the run:
${os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(', ')} (1, 5, 15 min).

| database | heap limit MB | derived instance cap | streams held | heap per stream KiB | RSS per stream KiB | heap used at cap MB |
|---|---|---|---|---|---|---|
${capacityRows.join('\n')}

| database | health p50 / p99 ms, no flood | health p50 / p99 ms, during flood | health failures | flood attempts (by status) | streams the flood kept | server CPU ms per request | server alive | peak RSS MB |
|---|---|---|---|---|---|---|---|---|
${floodRows.join('\n')}`;
  await writeResultsSection('stream-capacity', markdown);
  process.stdout.write(`${markdown}\n`);
}

await main();
