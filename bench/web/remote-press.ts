/**
 * The remote in browsers (issue 29, decisions 059 and 060): a phone context paired by code taps pads on
 * /remote; the owner's player in another context plays them. Measured: the phone's pointerdown (its event
 * timestamp) → AudioBufferSourceNode.start() on the desktop, both on the same clock (performance.timeOrigin +
 * …), over PRESSES presses: one instance, and two sharing a PostgreSQL (the phone on B, the player on A).
 * Target: p95 ≤ 100 ms on loopback. Writes bench/RESULTS.md.
 * Run: npm run bench:remote:web, or `node --import tsx bench/web/remote-press.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { startThrowawayPostgres } from '../../src/server/test/throwaway-postgres.ts';
import { startServerProcess } from '../load/server-process.ts';
import { REMOTE_PATHS, type PairingOffer } from '../../src/shared/remote.ts';
import { REMOTE_UI_MESSAGES } from '../../src/shared/remote-ui-messages.ts';
import { writeResultsSection } from '../results-file.ts';
import { launchBrowser, percentile, tap } from './browser.ts';
import {
  createPublicBoard,
  DIST,
  ensureBuild,
  startWebServer,
  uploadSounds,
  type WebServer,
} from './web-fixture.ts';

const PRESSES = 100;
const BUTTONS = 8;

/** Absolute times (ms since the epoch) of pointerdowns and of sound starts in the page. */
const TIMES_PROBE = `
  window.__downs = [];
  window.__starts = [];
  addEventListener('pointerdown', (e) => window.__downs.push(performance.timeOrigin + e.timeStamp), true);
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    window.__starts.push(performance.timeOrigin + performance.now());
    return start.apply(this, args);
  };
`;

const times = (context: BrowserContext, name: '__downs' | '__starts') =>
  context
    .pages()[0]!
    .evaluate((key) => (window as unknown as Record<string, number[]>)[key]!, name);

interface Row {
  setup: string;
  delays: number[];
  missed: number;
}

/** The owner's player on `web`, the phone on `phoneUrl` (the same server, or another instance). */
async function measure(
  browser: Browser,
  web: WebServer,
  phoneUrl: string,
  setup: string,
): Promise<Row> {
  const delays: number[] = [];
  const sounds = await uploadSounds(web, BUTTONS, 1);
  const boardId = await createPublicBoard(web, 'Remote bench', BUTTONS, sounds);
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await desktop.addCookies(
    web.owner.cookie!.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: web.server.url };
    }),
  );
  await desktop.addInitScript(TIMES_PROBE);
  const player = await desktop.newPage();
  await player.goto(`${web.server.url}/?board=${boardId}`);
  await player.getByRole('button', { name: 'Sound 1', exact: true }).waitFor();
  // A gesture, so the player may play; a pointer over a tile makes its audio context.
  await player.mouse.click(5, 400);
  await player.getByRole('button', { name: 'Sound 1', exact: true }).hover();

  const offered = await fetch(`${web.server.url}${REMOTE_PATHS.remotes(boardId)}`, {
    method: 'POST',
    headers: web.owner,
  });
  const offer = (await offered.json()) as PairingOffer;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await phone.addInitScript(TIMES_PROBE);
  const remote = await phone.newPage();
  await remote.goto(`${phoneUrl}${offer.pair_path}`);
  await remote.getByRole('button', { name: REMOTE_UI_MESSAGES.connect }).click();
  await remote.getByRole('button', { name: 'Sound 1', exact: true }).waitFor();
  // Let the player decode the board's sounds and the remote's stream settle.
  await remote.waitForTimeout(2000);
  await remote.evaluate(() => ((window as unknown as { __downs: number[] }).__downs = []));
  await player.evaluate(() => ((window as unknown as { __starts: number[] }).__starts = []));

  for (let i = 0; i < PRESSES; i++) {
    const pad = remote.getByRole('button', { name: `Sound ${(i % BUTTONS) + 1}`, exact: true });
    await tap(remote, pad);
    await remote.waitForTimeout(250);
  }
  await remote.waitForTimeout(1000);
  const downs = await times(phone, '__downs');
  const starts = await times(desktop, '__starts');
  downs.forEach((down, i) => {
    const start = starts.find((s) => s >= down && (i + 1 >= downs.length || s < downs[i + 1]!));
    if (start !== undefined) delays.push(start - down);
  });
  await Promise.all([desktop.close(), phone.close()]);
  return { setup, delays, missed: Math.max(0, downs.length - starts.length) };
}

ensureBuild();
const loadBefore = loadavg();
const browser = await launchBrowser();
const rows: Row[] = [];
try {
  const web = await startWebServer();
  try {
    rows.push(await measure(browser, web, web.server.url, 'one instance, embedded (PGlite)'));
  } finally {
    await web.stop();
  }
  // Two instances on one PostgreSQL: the player on A, the phone on B (the press crosses NOTIFY/LISTEN).
  const cluster = await startThrowawayPostgres();
  const shared = { DATABASE_URL: cluster.url, AUTH_SECRET: 'remote-bench-secret-0123456789abcdef' };
  const a = await startWebServer(shared);
  const bDir = await mkdtemp(path.join(tmpdir(), 'soundboard-webbench-b-'));
  const b = await startServerProcess({ DATA_DIR: bDir, WEB_DIST_DIR: DIST, ...shared });
  try {
    rows.push(
      await measure(browser, a, b.url, 'two instances, PostgreSQL 15 (phone on B, player on A)'),
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await cluster.destroy();
    await rm(bDir, { recursive: true, force: true });
  }
} finally {
  await browser.close();
}
const loadAfter = loadavg();
const row = ({ setup, delays, missed }: Row) =>
  `| ${setup} | ${delays.length} | ${missed} | ${percentile(delays, 0.5).toFixed(1)} ms | **${percentile(delays, 0.95).toFixed(1)} ms** | ${Math.max(...delays).toFixed(1)} ms |`;
const fmt = (values: number[]) => values.map((n) => n.toFixed(2)).join(' / ');
const markdown = `## The remote in browsers: a phone's press → start() on the desktop (decision 060)

Latest run: ${new Date().toISOString()}, Node ${process.version}, Debian Chromium (headless), production build served
by the real server (own processes, loopback): one instance on the embedded database, and two on one PostgreSQL 15. \`bench/web/remote-press.ts\`: a phone
context (390 px) paired by code taps ${PRESSES} pads on /remote (a different one each time, ${BUTTONS} sounds); the owner's
player in another context plays them. Each delay runs from the phone's pointerdown to \`AudioBufferSourceNode.start()\`
on the desktop, on the same clock: the press request, the bus, the player's stream, the press mode and the engine.
Load average ${fmt(loadBefore)} → ${fmt(loadAfter)}. Target: p95 ≤ 100 ms.

| setup | samples | missed starts | p50 | p95 | max |
|---|---|---|---|---|---|
${rows.map(row).join('\n')}`;
await writeResultsSection('remote-press-web', markdown);
process.stdout.write(`${markdown}\n`);
