/**
 * Export and import of a 100-sound board (decision 038), on each database: the server as its
 * own process (`npm start`'s flags, compiled), requests from this process. A user uploads 100 WAVs (5 s each,
 * 22.05 kHz mono: 215 KB) onto a board of 100 buttons; the board is exported 3 times and the archive imported
 * 3 times into a second account. Reported: wall time per request (median, max), the archive's size and the
 * server's CPU per request. Target: ≤ 10 s each. Writes the "export-import" section of bench/RESULTS.md.
 *   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL).
 */
import { loadavg } from 'node:os';
import { makeWav } from '../../e2e/fixtures/audio.ts';
import { startServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { ADMIN_URL, benchServerEnv, signUp } from './bench-server.ts';
import { serverArgs } from './server-args.ts';

const SOUNDS = 100;
const RUNS = 3;
const PARALLEL_EXPORTS = 4;

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

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function runOn(kind: 'embedded' | 'postgres') {
  const { env, cleanUp } = await benchServerEnv(kind, 'transfer');
  const server = await startServerProcess(env, { args: serverArgs() });
  try {
    const owner = await signUp(server.url, 'transfer-owner@example.com');
    const importer = await signUp(server.url, 'transfer-importer@example.com');
    const board = (await (
      await call(server.url, owner, 'POST', '/api/boards', { name: 'Hundred' })
    ).json()) as { id: string; soundboard_buttons: { id: string }[] };
    for (let i = 0; i < SOUNDS; i++) {
      const form = new FormData();
      form.set('name', `Tone ${i + 1}`);
      const wav = makeWav({ seconds: 5, sampleRate: 22_050, frequency: 200 + i * 5 });
      form.set('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), `t${i}.wav`);
      const sound = (await (await call(server.url, owner, 'POST', '/api/sounds', form)).json()) as {
        id: string;
      };
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
    const exports: number[] = [];
    const imports: number[] = [];
    let archive = new Uint8Array();
    const cpuBefore = server.cpuMs();
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await call(server.url, owner, 'GET', `/api/boards/${board.id}/export`);
      archive = new Uint8Array(await response.arrayBuffer());
      exports.push(performance.now() - started);
    }
    const exportCpu = (server.cpuMs() - cpuBefore) / RUNS;
    // Memory under exports: the same board exported by several clients at once.
    await Promise.all(
      Array.from({ length: PARALLEL_EXPORTS }, async () => {
        const response = await call(server.url, owner, 'GET', `/api/boards/${board.id}/export`);
        const bytes = (await response.arrayBuffer()).byteLength;
        // The same files; only board.json's export time differs, by a few bytes once deflated.
        if (Math.abs(bytes - archive.byteLength) > 1024)
          throw new Error(`an export of ${bytes} bytes`);
      }),
    );
    const rssAfterExportsMb = server.rssMb();
    const importCpuBefore = server.cpuMs();
    for (let run = 0; run < RUNS; run++) {
      const form = new FormData();
      form.set('file', new Blob([archive], { type: 'application/zip' }), 'hundred.zip');
      const started = performance.now();
      const response = await call(server.url, importer, 'POST', '/api/boards/import', form);
      const copy = (await response.json()) as { soundboard_buttons: { sound: unknown }[] };
      imports.push(performance.now() - started);
      const withSound = copy.soundboard_buttons.filter((b) => b.sound).length;
      if (withSound !== SOUNDS) throw new Error(`imported ${withSound} sounds, not ${SOUNDS}`);
    }
    const importCpu = (server.cpuMs() - importCpuBefore) / RUNS;
    return {
      kind,
      exports,
      imports,
      archiveMb: archive.byteLength / 1024 / 1024,
      exportCpu,
      importCpu,
      rssAfterExportsMb,
      rssMb: server.rssMb(),
    };
  } finally {
    await server.stop();
    await cleanUp();
  }
}

const loadBefore = loadavg();
const results = [await runOn('embedded')];
if (ADMIN_URL) results.push(await runOn('postgres'));
const loadAfter = loadavg();
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const fmt = (values: number[]) => values.map((n) => n.toFixed(2)).join(' / ');
const markdown = `## Export and import of a 100-sound board (decision 038)

Latest run: ${new Date().toISOString()}, Node ${process.version}. \`bench/server/export-import.ts\`: the server as its own
process (compiled, \`npm start\`'s flags), the client in another. ${SOUNDS} WAVs of 5 s (22.05 kHz mono) on ${SOUNDS}
buttons; ${RUNS} exports, ${PARALLEL_EXPORTS} exports at once (RSS after exports), then ${RUNS} imports of that archive into a second account (each a new board, every file
checked and stored again). Load average ${fmt(loadBefore)} → ${fmt(loadAfter)}. Target: ≤ 10 s each.

| database | archive | export median (max) | server CPU per export | RSS after exports | import median (max) | server CPU per import | RSS after |
|---|---|---|---|---|---|---|---|
${results
  .map(
    (r) =>
      `| ${r.kind} | ${r.archiveMb.toFixed(1)} MB | **${seconds(median(r.exports))}** (${seconds(Math.max(...r.exports))}) | ${Math.round(r.exportCpu)} ms | ${Math.round(r.rssAfterExportsMb)} MB | **${seconds(median(r.imports))}** (${seconds(Math.max(...r.imports))}) | ${Math.round(r.importCpu)} ms | ${Math.round(r.rssMb)} MB |`,
  )
  .join('\n')}`;
await writeResultsSection('export-import', markdown);
process.stdout.write(`${markdown}\n`);
