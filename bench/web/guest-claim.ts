/**
 * Guest claim (issue 28, decision 061): a guest library of 20 sounds on one board, moved into a new account
 * with "Keep your guest boards?": the click → the "Moved …" toast (the archive built in the browser, POSTed to
 * the library restore route, restored, the local copy deleted). RUNS claims, each in a fresh browser context
 * and account. Writes bench/RESULTS.md. Run: npm run bench:guest.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { makeWav } from '../../e2e/fixtures/audio.ts';
import { GUEST_MESSAGES } from '../../src/shared/guest-messages.ts';
import { writeResultsSection } from '../results-file.ts';
import { launchBrowser, percentile } from './browser.ts';
import { ensureBuild, startWebServer } from './web-fixture.ts';

const SOUNDS = 20;
const RUNS = 5;
const SECONDS = 3;

/** The guest database as the app writes it (guest-db.ts), with SOUNDS sounds on one board. */
const SEED = async ({ count, wav }: { count: number; wav: number[] }) => {
  const open = indexedDB.open('soundboard-guest', 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    db.createObjectStore('boards', { keyPath: 'id' });
    db.createObjectStore('buttons', { keyPath: 'id' }).createIndex('board', 'soundboard_id');
    db.createObjectStore('sounds', { keyPath: 'id' });
    db.createObjectStore('files', { keyPath: 'id' });
  };
  const db = await new Promise<IDBDatabase>(
    (resolve) => (open.onsuccess = () => resolve(open.result)),
  );
  const tx = db.transaction(['boards', 'buttons', 'sounds', 'files'], 'readwrite');
  const now = new Date().toISOString();
  const boardId = crypto.randomUUID();
  const userId = crypto.randomUUID();
  const bytes = new Uint8Array(wav).buffer;
  tx.objectStore('boards').put({
    id: boardId,
    name: 'Guest library',
    description: null,
    user_id: userId,
    grid_rows: Math.ceil(count / 4),
    grid_columns: 4,
    background_file: null,
    background_settings: {},
    is_public: false,
    likes_count: 0,
    master_volume: 100,
    play_mode: 'single',
    stop_all_key: 'Escape',
    created_at: now,
    deleted_at: null,
  });
  for (let i = 0; i < count; i++) {
    const sound = crypto.randomUUID();
    const file = crypto.randomUUID();
    // Each file a little different, so the restore stores every one (no hash match).
    const own = bytes.slice(0);
    new Uint8Array(own)[own.byteLength - 1] = i;
    tx.objectStore('files').put({ id: file, bytes: own, type: 'audio/wav' });
    tx.objectStore('sounds').put({
      id: sound,
      user_id: userId,
      name: `Sound ${i + 1}`,
      file_path: `guest/${file}`,
      source_url: null,
      audio_file: file,
      image_file: null,
      created_at: now,
      deleted_at: null,
      loudness_gain_db: null,
      normalize: true,
      tags: [],
      play_count: 0,
    });
    tx.objectStore('buttons').put({
      id: crypto.randomUUID(),
      soundboard_id: boardId,
      sound_id: sound,
      label: null,
      color: '#a0aec0',
      hotkey: null,
      position_row: Math.floor(i / 4),
      position_col: i % 4,
      background_file: null,
      background_settings: {},
      created_at: now,
      volume: 100,
      trim_start_ms: 0,
      trim_end_ms: null,
      fade_in_ms: 0,
      fade_out_ms: 0,
      loop: false,
      press_mode: 'toggle',
    });
  }
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
};

ensureBuild();
const web = await startWebServer();
const browser = await launchBrowser();
const wav = Array.from(makeWav({ seconds: SECONDS }));
const times: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: web.server.url });
    const page = await context.newPage();
    await page.goto('/about');
    await page.evaluate(SEED, { count: SOUNDS, wav });
    const signUp = await context.request.post('/api/auth/sign-up/email', {
      headers: { origin: web.server.url },
      data: {
        email: `claim-${randomUUID().slice(0, 8)}@example.com`,
        password: 'bench password 123',
      },
    });
    if (!signUp.ok()) throw new Error(`sign-up answered ${signUp.status()}`);
    await page.goto('/my-boards');
    const ask = page.getByRole('alertdialog', { name: GUEST_MESSAGES.claimTitle });
    await ask.getByRole('button', { name: GUEST_MESSAGES.claimKeep }).waitFor();
    const started = performance.now();
    await ask.getByRole('button', { name: GUEST_MESSAGES.claimKeep }).click();
    await page.getByText(GUEST_MESSAGES.claimDone(1, SOUNDS)).waitFor({ timeout: 120_000 });
    times.push(performance.now() - started);
    await context.close();
  }
} finally {
  await browser.close();
  await web.stop();
}

const ms = (value: number) => `${Math.round(value)} ms`;
const archiveKb = ((wav.length * SOUNDS) / 1024).toFixed(0);
const markdown = `## Guest claim: a 20-sound guest library into a new account (decision 061)

\`npm run bench:guest\` (bench/web/guest-claim.ts): ${SOUNDS} WAV sounds of ${SECONDS} s (${archiveKb} KB of audio) on
one guest board, claimed at sign-up with "Keep your guest boards?" — from the click to the "Moved …" toast:
the archive built in the browser (fflate, stored), POSTed to \`/api/me/library/restore\` (embedded database),
restored, the guest database deleted. ${RUNS} runs, each a fresh browser context and account.

| runs | min | median | p95 | max | load average (1 min) |
| ---: | ---: | ---: | ---: | ---: | ---: |
| ${RUNS} | ${ms(Math.min(...times))} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} | ${ms(Math.max(...times))} | ${loadavg()[0]!.toFixed(1)} |
`;
console.log(markdown);
await writeResultsSection('guest-claim', markdown);
