/**
 * Live mode latency (decision 035): from the owner sending a press (POST …/live/presses) to its `press`
 * event reaching 100 listeners' streams (GET …/live/stream, plain HTTP clients in this process), on the
 * embedded database and on PostgreSQL 15 (a throwaway cluster). The server is its own process. Target: p95
 * ≤ 100 ms at the last listener. Writes bench/RESULTS.md. Run: npm run bench:live
 */
import os from 'node:os';
import { LIVE_PRESS_RATE } from '../../src/shared/live.ts';
import type { ServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { onEachDatabase } from './on-each-database.ts';
import { openSse } from './sse-events.ts';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';
/** Every stream comes from 127.0.0.1: above the per-address cap (decision 040) the extra ones would be refused. */
const STREAM_CAPS = { STREAMS_PER_ADDRESS: '1000' };
const LISTENERS = 100;
const PRESSES = 100;
/** Presses are paced under the per-board rate (LIVE_PRESS_RATE), so none is refused. */
const PACE_MS = Math.ceil(1000 / LIVE_PRESS_RATE.perSecond) + 5;

interface Row {
  database: string;
  answered: number[];
  first: number[];
  last: number[];
}

/** A listener's stream; counts `press` events. */
async function listen(url: string) {
  let presses = 0;
  const stream = await openSse(url, ({ event }) => {
    if (event === 'press') presses += 1;
  });
  return {
    reached: (count: number) => stream.when(() => presses >= count),
    close: stream.close,
  };
}

async function measure(server: ServerProcess, database: string): Promise<Row> {
  const call = (url: string, method: string, body?: unknown, cookie = '') =>
    fetch(`${server.url}${url}`, {
      method,
      headers: { origin: server.url, 'content-type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const signUp = await call('/api/auth/sign-up/email', 'POST', {
    email: `live+${Date.now()}@example.test`,
    password: 'correct horse battery staple',
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const board = (await (await call('/api/boards', 'POST', { name: 'Live' }, cookie)).json()) as {
    id: string;
  };
  await call(`/api/boards/${board.id}`, 'PATCH', { is_public: true }, cookie);
  const button = (await (
    await call(`/api/boards/${board.id}/buttons`, 'POST', { label: 'Horn' }, cookie)
  ).json()) as { id: string };
  await call(`/api/boards/${board.id}/live`, 'PUT', undefined, cookie);
  const streams = await Promise.all(
    Array.from({ length: LISTENERS }, () =>
      listen(`${server.url}/api/boards/${board.id}/live/stream`),
    ),
  );
  const press = () =>
    call(
      `/api/boards/${board.id}/live/presses`,
      'POST',
      { button_id: button.id, action: 'play' },
      cookie,
    );
  // Warm-up: every stream is live once a press comes through.
  await (await press()).arrayBuffer();
  await Promise.all(streams.map((s) => s.reached(1)));
  const row: Row = { database, answered: [], first: [], last: [] };
  for (let i = 1; i <= PRESSES; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    const arrivals = streams.map((s) => s.reached(i + 1));
    const start = performance.now();
    const response = await press();
    row.answered.push(performance.now() - start);
    if (!response.ok) throw new Error(`press ${i}: ${response.status}`);
    await response.arrayBuffer();
    const times = await Promise.all(arrivals);
    row.first.push(Math.min(...times) - start);
    row.last.push(Math.max(...times) - start);
  }
  await Promise.all(streams.map((s) => s.close()));
  return row;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
};

async function main() {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
  const rows = await onEachDatabase('live', { AUTH_SECRET: SECRET, ...STREAM_CAPS }, measure);

  const table = rows.map(
    (r) =>
      `| ${r.database} | ${LISTENERS} | ${PRESSES} | ${pct(r.answered, 50)} | ` +
      `${pct(r.first, 50)} / ${pct(r.first, 95)} | **${pct(r.last, 50)} / ${pct(r.last, 95)}** |`,
  );
  const markdown = `## Live mode: owner's press → event at 100 listeners (decision 035)

Latest run: ${new Date().toISOString()}, Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores
(shared with other work; load average at the start ${load}). \`bench/realtime/live-latency.ts\` (\`npm run bench:live\`):
the server is its own process; the owner POSTs a press to \`/api/boards/:id/live/presses\`, one at a time (paced under its ${LIVE_PRESS_RATE.perSecond}/s rate), and ${LISTENERS}
listeners' streams (\`GET /api/boards/:id/live/stream\`, plain HTTP clients in the bench process) wait for its \`press\`
event (owner check → pg_notify on \`live\` → the process's LISTEN → each stream). Times in ms from sending the press.
Target: p95 ≤ 100 ms at the last listener.

| database | listeners | presses | press answered p50 | first listener p50 / p95 | last listener p50 / p95 |
|---|---|---|---|---|---|
${table.join('\n')}`;
  await writeResultsSection('live-latency', markdown);
  process.stdout.write(`${markdown}\n`);
}

await main();
