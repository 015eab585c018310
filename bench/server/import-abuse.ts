/**
 * Board imports under load and under attack (decision 038), on each database: the server as its own process
 * (`npm start`'s flags, compiled), requests from this process.
 *   1. Six imports of a 78 MB archive at once from two users: their answers (IMPORTS_PER_INSTANCE, default 2,
 *      are checked; the rest get 429), the server's RSS sampled every 25 ms while they run, and after.
 *      Targets: RSS ≤ 400 MB embedded, ≤ 250 MB PostgreSQL.
 *   2. Hostile imports back to back for a few seconds (a 256 KB zip whose entry inflates to 256 MB but
 *      declares 1 KB, a JSON bomb, an over-compressed entry), two at a time, while /api/health is asked
 *      one request after the other. Target: health p99 ≤ 50 ms.
 * Writes the "import-abuse" section of bench/RESULTS.md.
 *   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL).
 */
import { request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { makeWav } from '../../e2e/fixtures/audio.ts';
import { startServerProcess, type ServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { ADMIN_URL, benchServerEnv, signUp } from './bench-server.ts';
import { serverArgs } from './server-args.ts';

const PARALLEL = 6;
const SOUNDS = 78; // 1 MB each: a 78 MB archive
const HOSTILE_SECONDS = 6;
const MB = 1024 * 1024;

/**
 * POSTs an archive and resolves with the answer's status. Through node:http rather than fetch: a refused
 * import is answered before its body is read and the server then closes the connection, which fetch
 * reports as a failed upload; here the answer is read even when the rest of the body cannot be sent.
 */
async function importArchive(url: string, cookie: string, archive: Uint8Array): Promise<number> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(archive)], { type: 'application/zip' }), 'b.zip');
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve) => {
    let answered = false;
    const request = httpRequest(
      `${url}/api/boards/import`,
      {
        agent: false, // a fresh connection: no reuse of one the server has just closed
        method: 'POST',
        headers: {
          origin: url,
          cookie,
          'content-type': encoded.headers.get('content-type')!,
          'content-length': body.byteLength,
        },
      },
      (response) => {
        answered = true;
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error) => {
      if (answered) return;
      process.stderr.write(`import without an answer: ${error.message}\n`);
      resolve(0); // reported as "0" (connection closed without an answer)
    });
    request.end(body);
  });
}

function documentFor(sounds: number): Uint8Array {
  return strToU8(
    JSON.stringify({
      format: 'soundboard.board',
      version: 1,
      exported_at: new Date().toISOString(),
      board: {
        name: 'Bench import',
        description: null,
        grid_rows: Math.ceil(sounds / 4),
        grid_columns: 4,
        background: null,
        background_settings: {},
        master_volume: 100,
        play_mode: 'overlap',
        stop_all_key: 'Escape',
      },
      sounds: Array.from({ length: sounds }, (_, i) => ({
        key: `s${i}`,
        name: `Tone ${i + 1}`,
        audio: `audio/${i + 1}.wav`,
        source_url: null,
        image: null,
        loudness_gain_db: null,
        normalize: false,
        tags: [],
      })),
      buttons: Array.from({ length: sounds }, (_, i) => ({
        label: null,
        color: '#336699',
        hotkey: null,
        position_row: Math.floor(i / 4),
        position_col: i % 4,
        sound: `s${i}`,
        background: null,
        background_settings: {},
        volume: 100,
        trim_start_ms: 0,
        trim_end_ms: null,
        fade_in_ms: 0,
        fade_out_ms: 0,
        loop: false,
      })),
    }),
  );
}

/** The 78 MB archive: 78 one-megabyte WAVs stored as they are, as an export makes them. */
function bigArchive(): Uint8Array {
  const wav = makeWav({ seconds: MB / 2 / 22_050, sampleRate: 22_050 });
  const files: Zippable = { 'board.json': documentFor(SOUNDS) };
  for (let i = 0; i < SOUNDS; i++) files[`audio/${i + 1}.wav`] = [wav, { level: 0 }];
  return zipSync(files);
}

/** The zip with an entry's unpacked size rewritten in its directory record and local header. */
function declaring(zip: Uint8Array, name: string, size: number): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let offset = zip.byteLength - 46; offset >= 0; offset--) {
    if (view.getUint32(offset, true) !== 0x02014b50) continue;
    const length = view.getUint16(offset + 28, true);
    if (new TextDecoder().decode(zip.subarray(offset + 46, offset + 46 + length)) !== name)
      continue;
    view.setUint32(offset + 24, size, true);
    view.setUint32(view.getUint32(offset + 42, true) + 22, size, true);
    return zip;
  }
  throw new Error(`no entry ${name}`);
}

function hostileArchives(): { name: string; bytes: Uint8Array }[] {
  const document = documentFor(1);
  return [
    {
      name: 'lying bomb (256 MB declared as 1 KB)',
      bytes: declaring(
        zipSync({ 'board.json': document, 'audio/1.wav': new Uint8Array(256 * MB) }),
        'audio/1.wav',
        1024,
      ),
    },
    {
      name: 'JSON bomb (140 MB of {},)',
      bytes: zipSync({ 'board.json': strToU8(`[${'{},'.repeat((140 * MB) / 3)}{}]`) }),
    },
    {
      name: 'over-compressed (100 MB of zeros)',
      bytes: zipSync({ 'board.json': document, 'audio/1.wav': new Uint8Array(100 * MB) }),
    },
  ];
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function parallelImports(server: ServerProcess, cookies: string[], archive: Uint8Array) {
  const baseline = server.rssMb();
  let peak = baseline;
  const sampler = setInterval(() => {
    if (server.child.exitCode === null) peak = Math.max(peak, server.rssMb());
  }, 25);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      importArchive(server.url, cookies[i % cookies.length]!, archive),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, server.rssMb());
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return { baseline, peak, after: server.rssMb(), statuses, seconds };
}

async function healthUnderAttack(server: ServerProcess, cookie: string) {
  const hostile = hostileArchives();
  const answers = new Map<string, number>();
  const until = performance.now() + HOSTILE_SECONDS * 1000;
  const attacker = async (offset: number) => {
    for (let i = offset; performance.now() < until; i++) {
      const archive = hostile[i % hostile.length]!;
      const status = await importArchive(server.url, cookie, archive.bytes);
      const key = `${archive.name}: ${status}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
  };
  const latencies: number[] = [];
  const prober = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`health answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all([attacker(0), attacker(1), prober()]);
  return {
    latencies,
    answers,
    uploads: hostile.map((h) => `${h.name} ${Math.round(h.bytes.byteLength / 1024)} KB`),
  };
}

async function runOn(kind: 'embedded' | 'postgres', archive: Uint8Array) {
  const { env, cleanUp } = await benchServerEnv(kind, 'import');
  const server = await startServerProcess(env, { args: serverArgs() });
  try {
    const cookies = [
      await signUp(server.url, 'import-a@example.com'),
      await signUp(server.url, 'import-b@example.com'),
    ];
    const parallel = await parallelImports(server, cookies, archive);
    const attack = await healthUnderAttack(
      server,
      await signUp(server.url, 'import-c@example.com'),
    );
    return { kind, parallel, attack };
  } finally {
    await server.stop();
    await cleanUp();
  }
}

const archive = bigArchive();
const loadBefore = loadavg();
const results = [await runOn('embedded', archive)];
if (ADMIN_URL) results.push(await runOn('postgres', archive));
const loadAfter = loadavg();
const fmt = (values: number[]) => values.map((n) => n.toFixed(2)).join(' / ');
const count = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}),
  )
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
const markdown = `## Board imports under load and under attack (decision 038)

Latest run: ${new Date().toISOString()}, Node ${process.version}. \`bench/server/import-abuse.ts\` (\`npm run bench:import\`): the
server as its own process (compiled, \`npm start\`'s flags, default limits: IMPORTS_PER_INSTANCE 2), the client in
another. Load average ${fmt(loadBefore)} → ${fmt(loadAfter)}.

**${PARALLEL} imports at once** of a ${(archive.byteLength / MB).toFixed(0)} MB archive (${SOUNDS} WAVs of 1 MB, stored) from two users; RSS sampled
every 25 ms. Targets: peak ≤ 400 MB embedded, ≤ 250 MB PostgreSQL.

| database | answers | wall time | RSS before | **peak RSS** | RSS 3 s after |
|---|---|---|---|---|---|
${results
  .map(
    (r) =>
      `| ${r.kind} | ${count(r.parallel.statuses)} | ${r.parallel.seconds.toFixed(1)} s | ${r.parallel.baseline} MB | **${r.parallel.peak} MB** | ${r.parallel.after} MB |`,
  )
  .join('\n')}

**Health during hostile imports**: for ${HOSTILE_SECONDS} s two clients send hostile archives back to back
(${results[0]!.attack.uploads.join('; ')}) while a third asks \`GET /api/health\` one request after the
other. Target: p99 ≤ 50 ms.

| database | health requests | p50 | **p99** | max | hostile answers |
|---|---|---|---|---|---|
${results
  .map(
    (r) =>
      `| ${r.kind} | ${r.attack.latencies.length} | ${percentile(r.attack.latencies, 0.5).toFixed(1)} ms | **${percentile(r.attack.latencies, 0.99).toFixed(1)} ms** | ${Math.max(...r.attack.latencies).toFixed(1)} ms | ${[...r.attack.answers].map(([k, n]) => `${k} ×${n}`).join('; ')} |`,
  )
  .join('\n')}`;
await writeResultsSection('import-abuse', markdown);
process.stdout.write(`${markdown}\n`);
