/**
 * Realtime latency (decision 025): from sending a change (PATCH of a public board) to its `change` event reaching
 * subscribers of GET /api/realtime, on the embedded database and on PostgreSQL 15 (a throwaway cluster). The
 * server is its own process; subscribers are visitors' streams in this process. Writes bench/RESULTS.md.
 * Run: npm run bench:realtime
 */
import os from 'node:os';
import type { ServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { onEachDatabase } from './on-each-database.ts';
import { openSse } from './sse-events.ts';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';
/** Every stream comes from 127.0.0.1: above the per-address cap (decision 040) the extra ones would be refused. */
const STREAM_CAPS = { STREAMS_PER_ADDRESS: '1000' };
const ROUNDS = [
  { subscribers: 1, changes: 200 },
  { subscribers: 25, changes: 100 },
];

interface Row {
  database: string;
  subscribers: number;
  changes: number;
  answered: number[];
  first: number[];
  last: number[];
}

/** A visitor's stream; counts `change` events per board id. */
async function subscribe(url: string) {
  const counts = new Map<string, number>();
  const stream = await openSse(`${url}/api/realtime`, ({ event, data }) => {
    if (event !== 'change') return;
    const id = (JSON.parse(data) as { board_id: string }).board_id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  });
  return {
    /** Resolves (with the time) once `count` changes of the board arrived. */
    reached: (boardId: string, count: number) =>
      stream.when(() => (counts.get(boardId) ?? 0) >= count),
    close: stream.close,
  };
}

async function measure(server: ServerProcess, database: string): Promise<Row[]> {
  const call = (url: string, method: string, body: unknown, cookie = '') =>
    fetch(`${server.url}${url}`, {
      method,
      headers: { origin: server.url, 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const email = `bench+${Date.now()}@example.test`;
  const signUp = await call('/api/auth/sign-up/email', 'POST', {
    email,
    password: 'correct horse battery staple',
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const rows: Row[] = [];
  for (const round of ROUNDS) {
    const board = (await (await call('/api/boards', 'POST', { name: 'Bench' }, cookie)).json()) as {
      id: string;
    };
    await call(`/api/boards/${board.id}`, 'PATCH', { is_public: true }, cookie);
    const subscribers = await Promise.all(
      Array.from({ length: round.subscribers }, () => subscribe(server.url)),
    );
    // Warm-up: the stream is live once a change comes through.
    await call(`/api/boards/${board.id}`, 'PATCH', { name: 'Bench warm-up' }, cookie);
    await Promise.all(subscribers.map((s) => s.reached(board.id, 1)));
    const row: Row = { database, ...round, answered: [], first: [], last: [] };
    for (let i = 1; i <= round.changes; i += 1) {
      const arrivals = subscribers.map((s) => s.reached(board.id, i + 1));
      const start = performance.now();
      const response = await call(`/api/boards/${board.id}`, 'PATCH', { name: `B ${i}` }, cookie);
      row.answered.push(performance.now() - start);
      await response.arrayBuffer();
      const times = await Promise.all(arrivals);
      row.first.push(Math.min(...times) - start);
      row.last.push(Math.max(...times) - start);
    }
    await Promise.all(subscribers.map((s) => s.close()));
    rows.push(row);
  }
  return rows;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
};

async function main() {
  const rows = (
    await onEachDatabase('realtime', { AUTH_SECRET: SECRET, ...STREAM_CAPS }, measure)
  ).flat();

  const table = rows.map(
    (r) =>
      `| ${r.database} | ${r.subscribers} | ${r.changes} | ${pct(r.answered, 50)} | ` +
      `**${pct(r.first, 50)}** / ${pct(r.first, 95)} | **${pct(r.last, 50)}** / ${pct(r.last, 95)} |`,
  );
  const markdown = `## Realtime latency: change → event at subscribers

Latest run: ${new Date().toISOString()}, Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores
(shared with other work). \`bench/realtime/realtime-latency.ts\` (\`npm run bench:realtime\`): the server runs as its
own process (tsx on the sources, production mode); a signed-in owner PATCHes the name of a public board, one
change at a time, and visitors' streams of GET /api/realtime in the bench process wait for its \`change\` event.
Times in ms from sending the PATCH: its answer, and the event's arrival at the first and at the last subscriber
(trigger → pg_notify → the process's one LISTEN → SSE hub → stream). PostgreSQL is a throwaway local cluster.

| database | subscribers | changes | PATCH answered p50 | first subscriber p50 / p95 | last subscriber p50 / p95 |
|---|---|---|---|---|---|
${table.join('\n')}`;
  await writeResultsSection('realtime-latency', markdown);
  process.stdout.write(`${markdown}\n`);
}

await main();
