/**
 * The web benchmarks' fixture: the production build (built when missing) served by the real server in its own
 * process on loopback, and public boards seeded through the real API (sounds uploaded as WAV files).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeWav } from '../../e2e/fixtures/audio.ts';
import { startServerProcess, type ServerProcess } from '../load/server-process.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** BENCH_WEB_DIST serves another build (e.g. an older commit's, for a "before" figure). */
export const DIST = process.env.BENCH_WEB_DIST ?? path.join(ROOT, 'dist/web');

/** Builds the web app unless BENCH_SKIP_BUILD=1 and a build exists. */
export function ensureBuild() {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(DIST, 'index.html'))) return;
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface WebServer {
  server: ServerProcess;
  dataDir: string;
  /** Headers of a signed-in owner (cookie + origin). */
  owner: Record<string, string>;
  stop(): Promise<void>;
}

/** `env`: more of the server's environment (DATABASE_URL and AUTH_SECRET for instances sharing a database). */
export async function startWebServer(env: Record<string, string> = {}): Promise<WebServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-webbench-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST_DIR: DIST, ...env });
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'webbench@example.com', password: 'bench password 123' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return {
    server,
    dataDir,
    owner: { origin: server.url, cookie },
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function api<T>(web: WebServer, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${web.server.url}${url}`, {
    method,
    headers: {
      ...web.owner,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Uploads `count` distinct WAV sounds (`seconds` long at 22.05 kHz, ~44 KB a second). */
export async function uploadSounds(web: WebServer, count: number, seconds: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.set('name', `Tone ${i + 1}`);
    const wav = makeWav({ seconds, sampleRate: 22050, frequency: 220 + i * 10 });
    form.set('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), `tone-${i}.wav`);
    ids.push((await api<{ id: string }>(web, 'POST', '/api/sounds', form)).id);
  }
  return ids;
}

/** A public board of `buttons` buttons, button i playing soundIds[i % soundIds.length]. */
export async function createPublicBoard(
  web: WebServer,
  name: string,
  buttons: number,
  soundIds: string[],
): Promise<string> {
  const board = await api<{ id: string; soundboard_buttons: { id: string }[] }>(
    web,
    'POST',
    '/api/boards',
    { name, description: 'A benchmark board' },
  );
  await api(web, 'PATCH', `/api/boards/${board.id}`, { is_public: true });
  for (const [i, button] of board.soundboard_buttons.entries()) {
    await api(web, 'PATCH', `/api/boards/${board.id}/buttons/${button.id}`, {
      sound_id: soundIds[i % soundIds.length],
      label: `Sound ${i + 1}`,
    });
  }
  for (let i = board.soundboard_buttons.length; i < buttons; i++) {
    await api(web, 'POST', `/api/boards/${board.id}/buttons`, {
      sound_id: soundIds[i % soundIds.length],
      label: `Sound ${i + 1}`,
    });
  }
  return board.id;
}
