/**
 * The remote's latency (decision 059): from a trigger's press (POST /api/remote/boards/:b/buttons/:x/press
 * with an access token, as Stream Deck or curl send it) to its `remote_press` event on the owner's player
 * stream (GET /api/boards/:b/remotes/stream). One instance on the embedded database and on PostgreSQL 15;
 * two instances on one PostgreSQL (the press on B, the player on A: across the bus's NOTIFY/LISTEN). Each
 * server is its own process. Target: p95 ≤ 100 ms. Writes bench/RESULTS.md. Run: npm run bench:remote
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_PATHS, REMOTE_PRESS_RATE } from '../../src/shared/remote.ts';
import { startThrowawayPostgres } from '../../src/server/test/throwaway-postgres.ts';
import { startServerProcess, type ServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { openSse } from './sse-events.ts';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const PRESSES = 100;
/** Presses are paced under the per-token rate (REMOTE_PRESS_RATE), so none is refused. */
const PACE_MS = Math.ceil(1000 / REMOTE_PRESS_RATE.perSecond) + 5;

interface Row {
  setup: string;
  answered: number[];
  reached: number[];
}

/** The player's stream; resolves reached(n) when n `remote_press` events have arrived. */
async function playerStream(url: string, cookie: string) {
  let presses = 0;
  const stream = await openSse(
    url,
    ({ event }) => {
      if (event === 'remote_press') presses += 1;
    },
    { headers: { cookie } },
  );
  if (stream.status !== 200) throw new Error(`player stream: ${stream.status}`);
  return {
    reached: (count: number) => stream.when(() => presses >= count),
    close: stream.close,
  };
}

/** The owner signs up on `player`, opens the player stream there; presses go to `trigger`. */
async function measure(player: ServerProcess, trigger: ServerProcess, setup: string): Promise<Row> {
  const call = (url: string, method: string, body?: unknown, cookie = '') =>
    fetch(`${player.url}${url}`, {
      method,
      headers: { origin: player.url, 'content-type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const signUp = await call('/api/auth/sign-up/email', 'POST', {
    email: `remote+${Date.now()}@example.test`,
    password: 'correct horse battery staple',
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const board = (await (await call('/api/boards', 'POST', { name: 'Remote' }, cookie)).json()) as {
    id: string;
  };
  const button = (await (
    await call(`/api/boards/${board.id}/buttons`, 'POST', { label: 'Horn' }, cookie)
  ).json()) as { id: string };
  const made = await call(
    REMOTE_PATHS.accessTokens,
    'POST',
    { name: 'bench', board_id: board.id },
    cookie,
  );
  const { token } = (await made.json()) as { token: string };
  const stream = await playerStream(`${player.url}${REMOTE_PATHS.playerStream(board.id)}`, cookie);
  const press = () =>
    fetch(`${trigger.url}${REMOTE_PATHS.press(board.id, button.id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
  // Warm-up: the first press opens the trigger's LISTEN and its pools.
  await (await press()).arrayBuffer();
  await stream.reached(1);
  const row: Row = { setup, answered: [], reached: [] };
  for (let i = 1; i <= PRESSES; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    const arrival = stream.reached(i + 1);
    const start = performance.now();
    const response = await press();
    row.answered.push(performance.now() - start);
    if (response.status !== 202) throw new Error(`press ${i}: ${response.status}`);
    await response.arrayBuffer();
    row.reached.push((await arrival) - start);
  }
  await stream.close();
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
  const rows: Row[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-remote-'));
  const embedded = await startServerProcess({ DATA_DIR: dataDir, AUTH_SECRET: SECRET });
  try {
    rows.push(await measure(embedded, embedded, 'one instance, embedded (PGlite)'));
  } finally {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const cluster = await startThrowawayPostgres();
  const dirs = [
    await mkdtemp(path.join(os.tmpdir(), 'bench-remote-a-')),
    await mkdtemp(path.join(os.tmpdir(), 'bench-remote-b-')),
  ];
  const env = (dir: string) => ({ DATA_DIR: dir, DATABASE_URL: cluster.url, AUTH_SECRET: SECRET });
  const a = await startServerProcess(env(dirs[0]!));
  const b = await startServerProcess(env(dirs[1]!));
  try {
    rows.push(await measure(a, a, 'one instance, PostgreSQL 15'));
    rows.push(await measure(a, b, 'two instances, PostgreSQL 15 (press on B, player on A)'));
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await cluster.destroy();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }

  const table = rows.map(
    (r) =>
      `| ${r.setup} | ${PRESSES} | ${pct(r.answered, 50)} / ${pct(r.answered, 95)} | ` +
      `**${pct(r.reached, 50)} / ${pct(r.reached, 95)}** |`,
  );
  const markdown = `## The remote: a trigger's press → event on the owner's player stream (decision 059)

Latest run: ${new Date().toISOString()}, Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores
(shared with other work; load average at the start ${load}). \`bench/realtime/remote-latency.ts\` (\`npm run bench:remote\`):
each server is its own process; a client POSTs \`/api/remote/boards/:b/buttons/:x/press\` with an access token (no
body: a tap), one every ${PACE_MS} ms (under the per-token rate), and the owner's player stream
(\`GET /api/boards/:b/remotes/stream\`, a plain HTTP client in the bench process) waits for its \`remote_press\` (token
lookup by hash → board and button check → pg_notify → each instance's LISTEN → the stream). Times in ms from
sending the press. Target: p95 ≤ 100 ms. The browser's \`start()\` after the event is the web's section (decision 060).

| setup | presses | press answered p50 / p95 | event at the player p50 / p95 |
|---|---|---|---|
${table.join('\n')}`;
  await writeResultsSection('remote-latency', markdown);
  process.stdout.write(`${markdown}\n`);
}

await main();
