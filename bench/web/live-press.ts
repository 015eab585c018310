/**
 * Live mode in browsers (decision 035): the owner taps tiles on a live public board in one Chromium
 * context; three viewer contexts that chose "Listen live" start the same sound. Measured: the owner's
 * pointerdown (its event timestamp) → AudioBufferSourceNode.start() in each viewer, both on the same clock
 * (performance.timeOrigin + …). Target: p95 ≤ 150 ms on loopback. Writes bench/RESULTS.md.
 * Run: npm run bench:live (after the HTTP figure) or `node --import tsx bench/web/live-press.ts`.
 */
import { loadavg } from 'node:os';
import type { BrowserContext } from '@playwright/test';
import { LIVE_MESSAGES } from '../../src/shared/live.ts';
import { writeResultsSection } from '../results-file.ts';
import { launchBrowser, percentile, tap } from './browser.ts';
import { createPublicBoard, ensureBuild, startWebServer, uploadSounds } from './web-fixture.ts';

const VIEWERS = 3;
const PRESSES = 20;
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

ensureBuild();
const loadBefore = loadavg();
const web = await startWebServer();
const browser = await launchBrowser();
const delays: number[] = [];
let missed = 0;
try {
  const sounds = await uploadSounds(web, BUTTONS, 2);
  const boardId = await createPublicBoard(web, 'Live bench', BUTTONS, sounds);
  const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await owner.addCookies(
    web.owner.cookie!.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: web.server.url };
    }),
  );
  await owner.addInitScript(TIMES_PROBE);
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`${web.server.url}/?board=${boardId}`);
  await ownerPage.getByRole('contentinfo').waitFor({ state: 'attached' });
  await ownerPage.getByRole('button', { name: LIVE_MESSAGES.goLive }).click();
  await ownerPage.getByRole('button', { name: LIVE_MESSAGES.endLive }).waitFor();

  const viewers: BrowserContext[] = [];
  for (let n = 0; n < VIEWERS; n++) {
    const viewer = await browser.newContext();
    await viewer.addInitScript(TIMES_PROBE);
    const page = await viewer.newPage();
    await page.goto(`${web.server.url}/board/${boardId}`);
    await page.getByRole('contentinfo').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: LIVE_MESSAGES.listen }).click();
    await page.getByRole('button', { name: LIVE_MESSAGES.stopListening }).waitFor();
    viewers.push(viewer);
  }
  // Let every viewer decode the board's sounds ahead (what "Listen live" starts).
  await ownerPage.waitForTimeout(2000);
  // Only the tiles' presses count (the Go live click was a pointerdown too).
  await ownerPage.evaluate(() => ((window as unknown as { __downs: number[] }).__downs = []));

  for (let i = 0; i < PRESSES; i++) {
    const tile = ownerPage.getByRole('button', { name: `Sound ${(i % BUTTONS) + 1}`, exact: true });
    await tap(ownerPage, tile);
    await ownerPage.waitForTimeout(400);
  }
  await ownerPage.waitForTimeout(1000);
  const downs = await times(owner, '__downs');
  for (const viewer of viewers) {
    const starts = await times(viewer, '__starts');
    missed += Math.max(0, downs.length - starts.length);
    downs.forEach((down, i) => {
      const start = starts.find((s) => s >= down && (i + 1 >= downs.length || s < downs[i + 1]!));
      if (start !== undefined) delays.push(start - down);
    });
  }
} finally {
  await browser.close();
  await web.stop();
}
const loadAfter = loadavg();
const fmt = (values: number[]) => values.map((n) => n.toFixed(2)).join(' / ');
const markdown = `## Live mode in browsers: owner's press → start() at listening viewers (decision 035)

Latest run: ${new Date().toISOString()}, Node ${process.version}, Debian Chromium (headless), production build served
by the real server (own process, loopback, embedded database). \`bench/web/live-press.ts\`: the owner taps
${PRESSES} tiles (a different one each time, ${BUTTONS} sounds) on a live public board; ${VIEWERS} viewer contexts chose "Listen
live". Each delay runs from the owner's pointerdown to \`AudioBufferSourceNode.start()\` in a viewer, on the same
clock. Load average ${fmt(loadBefore)} → ${fmt(loadAfter)}. Target: p95 ≤ 150 ms.

| samples | missed starts | p50 | p95 | max |
|---|---|---|---|---|
| ${delays.length} | ${missed} | ${percentile(delays, 0.5).toFixed(1)} ms | **${percentile(delays, 0.95).toFixed(1)} ms** | ${Math.max(...delays).toFixed(1)} ms |`;
await writeResultsSection('live-press', markdown);
process.stdout.write(`${markdown}\n`);
