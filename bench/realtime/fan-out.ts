/**
 * Fan-out of a board edit (issue 32 point 1, decision 069): the owner renames a button of a public board while
 * 1,000 (then 100) visitors watch it on GET /api/realtime, on the embedded database and on PostgreSQL 15 (a
 * throwaway cluster). The server is its own process; the viewers are other processes
 * (fan-out-viewers.ts). Per edit: the time until every viewer has the new label from its `board` event, how
 * many had it within 1 s, the server's CPU (utime + stime from /proc) and the bytes the viewers received.
 * Writes the `realtime-fan-out` section of bench/RESULTS.md. Run: npm run bench:fan-out
 *
 * FAN_PROFILE_DIR=<dir> profiles instead (RESULTS.md untouched): the server runs as profiled-server.ts, the
 * V8 CPU profiler runs over each round's edits only, and <dir> gets per round the .cpuprofile and a .json with
 * the server's user and system CPU over the same interval; bench/realtime/profile-breakdown.ts reads them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { onEachDatabase } from './on-each-database.ts';
import { benchAccount, benchBoard } from '../server/bench-account.ts';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';
/** Every viewer comes from 127.0.0.1: the per-address cap (decision 040) is raised above them. */
const STREAM_CAPS = { STREAMS_PER_ADDRESS: '2000' };
const VIEWERS = (process.env.FAN_VIEWERS ?? '1000,100').split(',').map(Number);
const PROCESSES = Number(process.env.FAN_PROCESSES ?? 2);
const EDITS = Number(process.env.FAN_EDITS ?? 20);
/** An edit every SPACING_MS; its CPU is the server's over that whole interval. */
const SPACING_MS = Number(process.env.FAN_SPACING_MS ?? 2000);
/** How long an edit may take to reach every viewer before the missing ones are counted as missing. */
const WAIT_MS = 10_000;
const BUTTONS = 24;
const PROFILE_DIR = process.env.FAN_PROFILE_DIR;

interface Collected {
  times: (number | null)[];
  bytes: number;
  stale: number;
}

interface Row {
  database: string;
  viewers: number;
  answered: number[];
  /** ms from sending the PATCH until the last viewer had the label (Infinity: some never did). */
  all: number[];
  within1s: number[];
  cpuMs: number[];
  idleCpuMs: number;
  bytes: number[];
  wchar: number[];
  frameBytes: number;
  stale: number;
}

const clock = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Bytes this process has written with write(2) and the like (sockets and files), from /proc. */
function wchar(pid: number): number {
  return Number(/wchar:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0);
}

/** utime and stime of a process so far, in ms (clock ticks of 10 ms). */
function cpuSplit(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/** FAN_PROFILE_DIR: starts (then stops) the server's profiler; stop resolves once the profile is written. */
async function toggleProfiler(pid: number, stop: number | null) {
  process.kill(pid, 'SIGUSR2');
  if (stop === null) return;
  const done = path.join(PROFILE_DIR!, `${pid}-${stop}.done`);
  while (!existsSync(done)) await sleep(100);
}

/** One viewer process: its streams are open when this resolves. */
async function viewers(env: Record<string, string>) {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'fan-out-viewers.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`viewer process exited: ${code}`));
      const onMessage = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as T);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  await next('ready');
  return {
    collect(label: string) {
      const answer = next<Collected>('collected');
      child.send({ type: 'collect', label, waitMs: WAIT_MS });
      return answer;
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' });
      await exited;
    },
  };
}

async function round(
  server: ServerProcess,
  database: string,
  count: number,
  board: { id: string; buttonId: string; rename: (label: string) => Promise<Response> },
): Promise<Row> {
  const pid = server.child.pid!;
  const share = Math.ceil(count / PROCESSES);
  const groups = await Promise.all(
    Array.from({ length: PROCESSES }, (_, i) =>
      viewers({
        FAN_URL: server.url,
        FAN_BOARD: board.id,
        FAN_BUTTON: board.buttonId,
        FAN_COUNT: String(Math.min(share, count - i * share)),
      }),
    ),
  );
  const edit = async (label: string) => {
    const start = clock();
    const response = await board.rename(label);
    const answered = clock() - start;
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
    const collected = await Promise.all(groups.map((g) => g.collect(label)));
    const times = collected.flatMap((c) => c.times).map((t) => (t === null ? Infinity : t - start));
    const bytes = collected.reduce((sum, c) => sum + c.bytes, 0);
    const stale = collected.reduce((sum, c) => sum + c.stale, 0);
    return { answered, times, bytes, stale };
  };
  const warm = await edit(`Warm-up ${count}`);
  if (warm.times.some((t) => t === Infinity)) throw new Error('a viewer missed the warm-up edit');
  // The idle server's CPU over one interval (heartbeats, timers): what an edit's figure includes anyway.
  await sleep(SPACING_MS);
  const idleFrom = server.cpuMs();
  await sleep(SPACING_MS);
  const idleCpuMs = server.cpuMs() - idleFrom;
  const row: Row = {
    database,
    viewers: count,
    answered: [],
    all: [],
    within1s: [],
    cpuMs: [],
    idleCpuMs,
    bytes: [],
    wchar: [],
    frameBytes: 0,
    stale: 0,
  };
  let bytesBefore = warm.bytes;
  const profiled = { cpu: cpuSplit(pid), from: performance.now() };
  if (PROFILE_DIR) await toggleProfiler(pid, null);
  for (let i = 1; i <= EDITS; i += 1) {
    const intervalStart = performance.now();
    const [cpu, written] = [server.cpuMs(), wchar(pid)];
    const result = await edit(`Edit ${count}.${i}`);
    await sleep(SPACING_MS - (performance.now() - intervalStart));
    row.cpuMs.push(server.cpuMs() - cpu);
    row.wchar.push(wchar(pid) - written);
    row.answered.push(result.answered);
    row.all.push(Math.max(...result.times));
    row.within1s.push(result.times.filter((t) => t <= 1000).length);
    row.bytes.push(result.bytes - bytesBefore);
    row.stale = result.stale;
    bytesBefore = result.bytes;
  }
  if (PROFILE_DIR) {
    const cpu = cpuSplit(pid);
    const profile = (profiles.get(pid) ?? 0) + 1;
    profiles.set(pid, profile);
    await toggleProfiler(pid, profile);
    const summary = {
      database,
      viewers: count,
      edits: EDITS,
      wallMs: performance.now() - profiled.from,
      userMs: cpu.user - profiled.cpu.user,
      systemMs: cpu.system - profiled.cpu.system,
      idleCpuMs,
      spacingMs: SPACING_MS,
      within1s: row.within1s,
      all: row.all,
      profile: `${pid}-${profile}.cpuprofile`,
    };
    writeFileSync(path.join(PROFILE_DIR, `${pid}-${profile}.json`), JSON.stringify(summary));
  }
  const frame = await fetch(`${server.url}/api/boards/${board.id}`);
  row.frameBytes = (await frame.arrayBuffer()).byteLength;
  await Promise.all(groups.map((g) => g.close()));
  await sleep(1000);
  return row;
}

async function measure(server: ServerProcess, database: string): Promise<Row[]> {
  const account = await benchAccount(server.url, `fan-out+${Date.now()}@example.test`);
  const id = await benchBoard(account, BUTTONS, {
    name: 'Fan-out',
    isPublic: true,
    label: (n) => `Pad ${n + 1}`,
  });
  const read = (await (await fetch(`${server.url}/api/boards/${id}`)).json()) as {
    soundboard_buttons: { id: string }[];
  };
  const buttonId = read.soundboard_buttons[0]!.id;
  const rename = (label: string) =>
    fetch(`${server.url}/api/boards/${id}/buttons/${buttonId}`, {
      method: 'PATCH',
      headers: { origin: server.url, cookie: account.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ label }),
    });
  const rows: Row[] = [];
  for (const count of VIEWERS)
    rows.push(await round(server, database, count, { id, buttonId, rename }));
  return rows;
}

/** Profiles written per server process (FAN_PROFILE_DIR). */
const profiles = new Map<number, number>();

async function onEach(run: (server: ServerProcess, database: string) => Promise<Row[]>) {
  const env: Record<string, string> = { AUTH_SECRET: SECRET, ...STREAM_CAPS };
  if (PROFILE_DIR) env.PROFILE_DIR = PROFILE_DIR;
  const args = PROFILE_DIR ? ['--import', 'tsx', 'bench/realtime/profiled-server.ts'] : undefined;
  const rows = await onEachDatabase('fan-out', env, run, { args });
  return rows.flat();
}

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ]!;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : 'never');
const median = (values: number[]) => pct(values, 50);
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** CPU per edit of each database's largest round minus its smallest, per extra viewer, in µs. */
function growth(rows: Row[]) {
  return [...new Set(rows.map((r) => r.database))].map((database) => {
    const mine = rows.filter((r) => r.database === database).sort((a, b) => a.viewers - b.viewers);
    const [small, big] = [mine[0]!, mine.at(-1)!];
    const perViewer =
      ((median(big.cpuMs) - median(small.cpuMs)) * 1000) / (big.viewers - small.viewers);
    const bytesPerViewer = median(big.bytes) / big.viewers;
    return `${database}: ${perViewer.toFixed(0)} µs of server CPU per extra viewer per edit (${bytesPerViewer.toFixed(0)} bytes to each viewer)`;
  });
}

async function main() {
  const loadBefore = load();
  const rows = await onEach(measure);
  const loadAfter = load();
  const table = rows.map(
    (r) =>
      `| ${r.database} | ${r.viewers} | ${r.all.length} | ${ms(median(r.answered))} | ` +
      `**${ms(median(r.all))} / ${ms(pct(r.all, 95))}** / ${ms(Math.max(...r.all))} | ` +
      `${Math.min(...r.within1s)} (${r.within1s.filter((n) => n === r.viewers).length} of ${r.all.length} edits all) | ` +
      `**${median(r.cpuMs).toFixed(0)}** / ${pct(r.cpuMs, 95).toFixed(0)} (idle ${r.idleCpuMs.toFixed(0)}) | ` +
      `${kb(median(r.bytes))} | ${kb(median(r.wchar))} | ${kb(r.frameBytes)} | ${r.stale} |`,
  );
  const markdown = `## Realtime fan-out: one edit of a public board → 1,000 viewers (issue 32 point 1, decision 069)

Latest run: ${new Date().toISOString()}, Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores
(shared with other work); load average ${loadBefore} → ${loadAfter}. \`bench/realtime/fan-out.ts\` (\`npm run bench:fan-out\`):
the server is its own process; ${PROCESSES} other processes hold the viewers' GET /api/realtime streams (visitors, all from
127.0.0.1, STREAMS_PER_ADDRESS raised). The owner renames one button of a public ${BUTTONS}-button board, ${EDITS} times, one
edit every ${SPACING_MS / 1000} s; a viewer has the edit when a \`board\` event with the new label reaches its stream.
Times in ms from sending the PATCH (one clock: performance.timeOrigin + now in each process). Server CPU: utime + stime
of the server process from /proc over each edit's whole ${SPACING_MS / 1000} s interval (the same interval with no edit:
"idle"); the clock tick is 10 ms. Bytes: received by all viewers per edit (the \`change\` and \`board\` frames), and the
server's wchar (/proc/<pid>/io) per edit. Target: every viewer has the edit within 1 s on both databases, and the
server CPU per edit grows with the viewers by no more than the cost of writing to their streams.

| database | viewers | edits | PATCH answered p50 | all viewers have it p50 / p95 / max | viewers within 1 s, worst edit | server CPU ms per edit p50 / p95 | KB to viewers per edit | server wchar KB per edit | board document KB | board_stale received |
|---|---|---|---|---|---|---|---|---|---|---|
${table.join('\n')}

Growth: ${growth(rows).join('; ')}.`;
  if (!PROFILE_DIR) await writeResultsSection('realtime-fan-out', markdown);
  process.stdout.write(`${markdown}\n`);
}

await main();
