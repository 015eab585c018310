/**
 * The load generator of the load run: a separate process from the server. It signs up N users, runs each as a
 * closed loop (act, think 0.3–1.2 s, act …) over a realistic mix for a bounded time, then reads every user's
 * data back and counts writes that were answered 2xx but are missing (lost writes). Loopback only: the base URL
 * is refused unless its host is 127.0.0.1 or localhost. Prints `phase:run-start` / `phase:run-end` when the
 * measured run begins and ends (the parent samples the server's CPU there) and `result:{json}` at the end.
 */
import { makeWav } from '../../e2e/fixtures/audio.ts';
import { LoadClient } from './load-client.ts';
import { MIX, type Expected, type UserState } from './load-mix.ts';
import { summarise } from './latency.ts';

const [baseUrl = '', usersArg = '200', secondsArg = '60'] = process.argv.slice(2);
const base = new URL(baseUrl);
if (base.hostname !== '127.0.0.1' && base.hostname !== 'localhost') {
  throw new Error(`load runs on loopback only, not ${base.hostname}`);
}
const USERS = Number(usersArg);
const SECONDS = Number(secondsArg);
const wav = makeWav({ seconds: 0.5, sampleRate: 8000 });

const client = new LoadClient(base.origin);

async function signUp(index: number): Promise<UserState> {
  const email = `load-${Date.now()}-${index}@example.com`;
  const response = await client.request('sign-up', 'POST', '/api/auth/sign-up/email', {
    json: { email, password: 'load password 123', name: `Load ${index}` },
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const expected: Expected = { boards: new Map(), sounds: new Set() };
  return { index, cookie, expected, wav };
}

async function inBatches<T>(count: number, width: number, make: (i: number) => Promise<T>) {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await make(i);
      }
    }),
  );
  return out;
}

const setupStarted = performance.now();
const users = await inBatches(USERS, 8, signUp);
// Every user starts with one board of 8 buttons (as a new user does on first sign-in).
await inBatches(USERS, 8, (i) => MIX.createBoard.run(client, users[i]!));
const setupSeconds = (performance.now() - setupStarted) / 1000;
client.reset();

const weights = Object.entries(MIX).flatMap(([name, op]) => Array<string>(op.weight).fill(name));
const deadline = performance.now() + SECONDS * 1000;
process.stdout.write('phase:run-start\n');
const runStarted = performance.now();
await Promise.all(
  users.map(async (user) => {
    // Spread the start over the first second so users don't move in lock-step.
    await sleep(Math.random() * 1000);
    while (performance.now() < deadline) {
      const name = weights[Math.floor(Math.random() * weights.length)]!;
      await MIX[name as keyof typeof MIX].run(client, user);
      await sleep(300 + Math.random() * 900);
    }
  }),
);
const runSeconds = (performance.now() - runStarted) / 1000;
const measured = client.snapshot();
process.stdout.write('phase:run-end\n');

// Read every user's data back: each acknowledged write must be there.
let lostWrites = 0;
let checkedWrites = 0;
const lost: string[] = [];
await inBatches(USERS, 8, async (i) => {
  const user = users[i]!;
  const boards = (await client.getJson('verify', '/api/boards', user)) as {
    id: string;
    name: string;
    soundboard_buttons: { id: string; label: string | null }[];
  }[];
  const sounds = (await client.getJson('verify', '/api/sounds', user)) as { id: string }[];
  const byId = new Map(boards.map((b) => [b.id, b]));
  for (const [boardId, want] of user.expected.boards) {
    checkedWrites += 1 + want.labels.size;
    const board = byId.get(boardId);
    if (!board || board.name !== want.name) {
      lostWrites += 1;
      lost.push(`user ${i} board ${boardId}`);
      continue;
    }
    if (board.soundboard_buttons.length !== want.buttonCount) {
      lostWrites += 1;
      lost.push(
        `user ${i} board ${boardId}: ${board.soundboard_buttons.length} buttons, want ${want.buttonCount}`,
      );
    }
    const labels = new Map(board.soundboard_buttons.map((b) => [b.id, b.label]));
    for (const [buttonId, label] of want.labels) {
      if (labels.get(buttonId) !== label) {
        lostWrites += 1;
        lost.push(`user ${i} button ${buttonId}`);
      }
    }
  }
  const soundIds = new Set(sounds.map((s) => s.id));
  for (const id of user.expected.sounds) {
    checkedWrites += 1;
    if (!soundIds.has(id)) {
      lostWrites += 1;
      lost.push(`user ${i} sound ${id}`);
    }
  }
  // Nothing extra either: a board the generator did not create (or trashed and didn't restore) is an error.
  for (const board of boards) {
    if (!user.expected.boards.has(board.id)) {
      lostWrites += 1;
      lost.push(`user ${i} unexpected board ${board.id}`);
    }
  }
});
const verifyErrors = client.snapshot().errors - measured.errors;

process.stdout.write(
  `result:${JSON.stringify({
    users: USERS,
    seconds: Math.round(runSeconds * 10) / 10,
    setupSeconds: Math.round(setupSeconds * 10) / 10,
    requests: measured.count,
    throughput: Math.round(measured.count / runSeconds),
    errors: measured.errors + verifyErrors,
    errorSamples: measured.errorSamples,
    checkedWrites,
    lostWrites,
    lostSamples: lost.slice(0, 10),
    overall: summarise(measured.all),
    byOperation: Object.fromEntries(
      Object.entries(measured.byOperation).map(([name, values]) => [name, summarise(values)]),
    ),
  })}\n`,
);

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
