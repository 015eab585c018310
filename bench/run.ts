/**
 * `npm run bench`: start-up time and request throughput of the server on the embedded database, written to
 * bench/RESULTS.md. Load goes to 127.0.0.1 only, bounded in count.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { startServer } from '../src/server/server.ts';
import { makeWav } from '../e2e/fixtures/audio.ts';
import { writeResultsSection } from './results-file.ts';
import { seedSignedInUser } from './seed.ts';

const REQUESTS = 5000;
const CONCURRENCY = 32;

async function load(url: string, headers: Record<string, string> = {}) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.floor((latencies.length - 1) * p)]!.toFixed(2);
  return { rps: Math.round(REQUESTS / seconds), p50: pct(0.5), p99: pct(0.99) };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-bench-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }),
  logLevel: 'silent' as const,
};
const t0 = performance.now();
const server = await startServer(config, createLogger(config));
const startupMs = Math.round(performance.now() - t0);

const targets = [
  '/api/health',
  '/api/ready',
  ...(existsSync(path.join(config.webDistDir, 'index.html')) ? ['/help'] : []),
];
const rows: string[] = [];
for (const target of targets) {
  const result = await load(`${server.url}${target}`);
  rows.push(`| GET ${target} | ${result.rps} | ${result.p50} | ${result.p99} |`);
}
// A signed-in user with 5 boards of 8 buttons, one holding a 2 s WAV.
const seeded = await seedSignedInUser(server.url, makeWav({ seconds: 2, sampleRate: 22050 }));
const signedIn = [
  ['/api/me', 'GET /api/me (signed in)'],
  ['/api/boards', 'GET /api/boards (5 boards × 8 buttons)'],
  [`/api/boards/${seeded.boardId}`, 'GET /api/boards/:id (owner)'],
  ['/api/sounds', 'GET /api/sounds'],
  ['/api/trash', 'GET /api/trash'],
  [seeded.soundUrl, 'GET /files/sounds/… (88 KB WAV)'],
] as const;
for (const [target, label] of signedIn) {
  const result = await load(`${server.url}${target}`, { cookie: seeded.cookie });
  rows.push(`| ${label} | ${result.rps} | ${result.p50} | ${result.p99} |`);
}
const memoryMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
await server.stop();
await rm(dataDir, { recursive: true, force: true });

const report = `## Throughput of single requests

Latest run: ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}.
Server on the embedded database (PGlite, fresh data folder), ${REQUESTS} requests per row,
${CONCURRENCY} concurrent keep-alive clients in the same process.

| figure | value |
|---|---|
| start-up to listening (open PGlite, apply migrations) | ${startupMs} ms |
| resident memory after the load | ${memoryMb} MB |

| request | requests/s | p50 ms | p99 ms |
|---|---|---|---|
${rows.join('\n')}
`;
await writeResultsSection('throughput', report);
process.stdout.write(report);
