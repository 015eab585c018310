/**
 * Backup and restore of a 500-sound library (decision 054), on each database: the server as its own process
 * (`npm start`'s flags, compiled), requests from this process. A user uploads 500 WAVs (1 s, 22.05 kHz mono:
 * 43 KB each) and puts the first 100 on a board; the library is backed up, then restored into a second
 * account (every sound new: checked and stored) and restored there again (every sound already there: found
 * by its hash, nothing stored). Reported: wall time, the server's CPU and its peak RSS during each request
 * (VmHWM, reset before each through /proc/PID/clear_refs). Writes the "library-backup" section of
 * bench/RESULTS.md.
 *   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL).
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { makeWav } from '../../e2e/fixtures/audio.ts';
import { startServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { ADMIN_URL, benchServerEnv, signUp } from './bench-server.ts';
import { serverArgs } from './server-args.ts';

const SOUNDS = 500;
const ON_BOARD = 100;

async function call(url: string, cookie: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      origin: url,
      cookie,
      ...(body instanceof FormData || body === undefined
        ? {}
        : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function runOn(kind: 'embedded' | 'postgres') {
  const { env, cleanUp } = await benchServerEnv(kind, 'library');
  const server = await startServerProcess(env, { args: serverArgs() });
  const pid = server.child.pid!;
  /** Wall time, server CPU and peak RSS of one request. */
  const measure = async <T>(work: () => Promise<T>) => {
    writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
    const cpu = server.cpuMs();
    const started = performance.now();
    const result = await work();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      cpuMs: server.cpuMs() - cpu,
      peakMb: server.peakRssMb(),
    };
  };
  try {
    const owner = await signUp(server.url, 'library-owner@example.com');
    const other = await signUp(server.url, 'library-restorer@example.com');
    const board = (await (
      await call(server.url, owner, 'POST', '/api/boards', { name: 'Hundred' })
    ).json()) as { id: string; soundboard_buttons: { id: string }[] };
    for (let i = 0; i < SOUNDS; i++) {
      const form = new FormData();
      form.set('name', `Tone ${i + 1}`);
      const wav = makeWav({ seconds: 1, sampleRate: 22_050, frequency: 100 + i * 3 });
      form.set('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), `t${i}.wav`);
      const sound = (await (await call(server.url, owner, 'POST', '/api/sounds', form)).json()) as {
        id: string;
      };
      if (i >= ON_BOARD) continue;
      const existing = board.soundboard_buttons[i];
      if (existing) {
        await call(server.url, owner, 'PATCH', `/api/boards/${board.id}/buttons/${existing.id}`, {
          sound_id: sound.id,
        });
      } else {
        await call(server.url, owner, 'POST', `/api/boards/${board.id}/buttons`, {
          sound_id: sound.id,
        });
      }
    }
    const backup = await measure(async () => {
      const response = await call(server.url, owner, 'GET', '/api/me/library/backup');
      return new Uint8Array(await response.arrayBuffer());
    });
    const restore = () =>
      measure(async () => {
        const form = new FormData();
        form.set('file', new Blob([backup.result], { type: 'application/zip' }), 'library.zip');
        const response = await call(server.url, other, 'POST', '/api/me/library/restore', form);
        return (await response.json()) as { sounds_added: number; sounds_kept: number };
      });
    const fresh = await restore();
    if (fresh.result.sounds_added !== SOUNDS) throw new Error(JSON.stringify(fresh.result));
    const merged = await restore();
    if (merged.result.sounds_kept !== SOUNDS) throw new Error(JSON.stringify(merged.result));
    return { kind, archiveMb: backup.result.byteLength / 1024 / 1024, backup, fresh, merged };
  } finally {
    await server.stop();
    await cleanUp();
  }
}

const loadBefore = loadavg();
const results = [await runOn('embedded')];
if (ADMIN_URL) results.push(await runOn('postgres'));
const loadAfter = loadavg();
const fmt = (values: number[]) => values.map((n) => n.toFixed(2)).join(' / ');
type Measured = { seconds: number; cpuMs: number; peakMb: number };
const cell = (m: Measured) =>
  `**${m.seconds.toFixed(2)} s**, ${Math.round(m.cpuMs)} ms CPU, ${Math.round(m.peakMb)} MB`;
const markdown = `## Backup and restore of a 500-sound library (decision 054)

Latest run: ${new Date().toISOString()}, Node ${process.version}. \`bench/server/library-backup.ts\` (\`npm run bench:backup\`):
the server as its own process (compiled, \`npm start\`'s flags), the client in another. ${SOUNDS} WAVs of 1 s (22.05 kHz
mono, 43 KB), ${ON_BOARD} of them on a board. Each cell: wall time, server CPU, server peak RSS during the request
(VmHWM reset before it). Restore into an empty account stores every sound; the same backup restored again finds
every sound by its SHA-256 and stores none. Load average ${fmt(loadBefore)} → ${fmt(loadAfter)}.

| database | backup size | backup | restore (all new) | restore again (all merged) |
|---|---|---|---|---|
${results
  .map(
    (r) =>
      `| ${r.kind} | ${r.archiveMb.toFixed(1)} MB | ${cell(r.backup)} | ${cell(r.fresh)} | ${cell(r.merged)} |`,
  )
  .join('\n')}`;
await writeResultsSection('library-backup', markdown);
process.stdout.write(`${markdown}\n`);
