/**
 * `npm run bench:web`: what a visitor's browser pays to open and play a public board, on the production build
 * served by the real server (its own process, loopback), in Debian Chromium:
 * - JS + CSS bytes on the wire for a cold /board/{id} (decision 010),
 * - audio fetched before first paint, in which order, and on a second visit (row 7),
 * - pointerdown → AudioBufferSourceNode.start() at 16 and 500 buttons, warm, and the first press after a cold
 *   load of a cached board (rows 5 and 6).
 * `--save-baseline` stores the figures as the "before" column (bench/web/baseline.json).
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { writeResultsSection } from '../results-file.ts';
import { countTransfers, kb, launchBrowser, percentile, PRESS_PROBE, tap } from './browser.ts';
import { createPublicBoard, ensureBuild, startWebServer, uploadSounds } from './web-fixture.ts';

const BASELINE = path.join(import.meta.dirname, 'baseline.json');
const PRESSES = 30;
/** A quick player's rhythm, ~3 taps a second (an 80 ms tap, then this pause), not taps back to back. */
const PRESS_GAP_MS = 250;
const VIEWPORT = { width: 390, height: 844 };

ensureBuild();
const web = await startWebServer();
const browser = await launchBrowser();
const figures: Record<string, string> = {};
try {
  const sounds16 = await uploadSounds(web, 16, 0.5);
  const sounds48 = [...sounds16, ...(await uploadSounds(web, 32, 0.5))];
  const board16 = await createPublicBoard(web, 'Sixteen', 16, sounds16);
  const board48 = await createPublicBoard(web, 'Forty-eight', 48, sounds48);
  const board500 = await createPublicBoard(web, 'Five hundred', 500, sounds16);
  const url = (id: string) => `${web.server.url}/board/${id}`;

  // Row 3: a cold visitor, 16-button board.
  {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const transfers = await countTransfers(context, page);
    await page.goto(url(board16), { waitUntil: 'networkidle' });
    await page.getByTestId('board-tile').first().waitFor();
    const sum = (types: string[]) =>
      transfers.filter((t) => types.includes(t.type)).reduce((s, t) => s + t.bytes, 0);
    figures.jsCss = kb(sum(['Script', 'Stylesheet']));
    figures.jsCssFiles = String(
      transfers.filter((t) => ['Script', 'Stylesheet'].includes(t.type)).length,
    );
    figures.html = kb(sum(['Document']));
    figures.total = kb(sum(['Script', 'Stylesheet', 'Document']));
    await context.close();
  }

  // Row 7: audio before first paint, order, second visit (48 distinct sounds).
  {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(PRESS_PROBE);
    const page = await context.newPage();
    await page.goto(url(board48));
    await page.getByTestId('board-tile').first().waitFor();
    const audio = await waitForAudio(page, 48);
    figures.audioBeforePaint = `${audio.beforePaint} requests, ${kb(audio.beforePaintBytes)}`;
    figures.audioTotal = `${audio.count} requests, ${kb(audio.bytes)}`;
    figures.visibleFirst = await visibleFirst(web.server.url, board48, audio);
    figures.audioConcurrency = String(audio.peakInFlight);
    const second = await context.newPage();
    const transfers = await countTransfers(context, second);
    await second.goto(url(board48));
    await second.getByTestId('board-tile').first().waitFor();
    await second.waitForTimeout(3000);
    const audioAgain = transfers.filter((t) => t.url.includes('/files/sounds/'));
    figures.secondVisit = `${audioAgain.length} requests, ${kb(audioAgain.reduce((s, t) => s + t.bytes, 0))}`;
    await context.close();
  }

  // Rows 5 and 6: press latency.
  for (const [name, board] of [
    ['16', board16],
    ['500', board500],
  ] as const) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(PRESS_PROBE);
    const page = await context.newPage();
    await page.goto(url(board));
    await page.getByTestId('board-tile').first().waitFor();
    await waitForAudio(page, 16);
    const tiles = page.getByTestId('board-tile');
    for (let i = 0; i < PRESSES; i++) {
      await tap(page, tiles.nth(i % 4));
      await page.waitForTimeout(PRESS_GAP_MS);
    }
    await page.waitForTimeout(200);
    const { down, up } = await delays(page);
    figures[`press${name}`] =
      `median ${fmt(percentile(down, 0.5))} / p95 ${fmt(percentile(down, 0.95))} ms (${down.length}/${PRESSES} starts)`;
    figures[`release${name}`] = `median ${fmt(percentile(up, 0.5))} ms`;
    if (name === '16') {
      const firsts: number[] = [];
      for (let run = 0; run < 5; run++) {
        const again = await context.newPage();
        await again.goto(url(board));
        await again.getByTestId('board-tile').first().waitFor();
        await again.waitForTimeout(1500);
        await tap(again, again.getByTestId('board-tile').first());
        await again.waitForTimeout(300);
        firsts.push((await delays(again)).down[0] ?? NaN);
        await again.close();
      }
      figures.firstPress = `median ${fmt(percentile(firsts, 0.5))} ms (${firsts.map(fmt).join(', ')})`;
    }
    await context.close();
  }
} finally {
  await browser.close();
  await web.stop();
}

if (process.argv.includes('--save-baseline')) {
  await writeFile(BASELINE, `${JSON.stringify(figures, null, 2)}\n`);
}
const before = existsSync(BASELINE)
  ? (JSON.parse(await readFile(BASELINE, 'utf8')) as Record<string, string>)
  : {};
const rows: [string, string][] = [
  ['JS + CSS on the wire, cold visitor, /board/{id} (16 buttons)', 'jsCss'],
  ['JS + CSS files requested', 'jsCssFiles'],
  ['HTML document on the wire (the stylesheet is inlined here now)', 'html'],
  ['JS + CSS + HTML on the wire', 'total'],
  ['audio fetched before first contentful paint (48 sounds)', 'audioBeforePaint'],
  ['audio fetched in all (48 sounds, until idle)', 'audioTotal'],
  ["visible tiles' audio requested before the others", 'visibleFirst'],
  ['most audio requests in flight at once', 'audioConcurrency'],
  ['audio fetched on a second visit', 'secondVisit'],
  ['pointerdown → start(), warm, 16 buttons', 'press16'],
  ['pointerdown → start(), warm, 500 buttons', 'press500'],
  ['pointerup → start() (80 ms tap; n/a: started before the release), 16 buttons', 'release16'],
  ['pointerup → start() (80 ms tap; n/a: started before the release), 500 buttons', 'release500'],
  ['first press after a cold load of a cached board (16), pointerdown → start()', 'firstPress'],
].map(([label, key]) => [label!, key!]);
const report = `## Web: bytes, audio fetching and press latency (decision 024)

Latest run: ${new Date().toISOString()}, Node ${process.version}, Debian Chromium, viewport 390×844, production
build served by the real server (own process, loopback, embedded database). Press latency: an init script wraps
\`AudioBufferSourceNode.prototype.start\` and records the time since the input event's \`timeStamp\`; taps hold
80 ms like a finger, one every ~330 ms (80 ms down, 250 ms pause). "Before" is the run on main at 49aa39e (bench/web/baseline.json).

| figure | before | now |
|---|---|---|
${rows.map(([label, key]) => `| ${label} | ${before[key] ?? '–'} | ${figures[key] ?? '–'} |`).join('\n')}
`;
await writeResultsSection('web-browser', report);
process.stdout.write(report);

function fmt(value: number) {
  return Number.isFinite(value) ? value.toFixed(1) : 'n/a';
}

async function delays(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __pressDelays: number[]; __upDelays: number[] };
    return { down: w.__pressDelays, up: w.__upDelays.filter((v) => !Number.isNaN(v)) };
  });
}

/** Waits until `count` distinct audio files were fetched (or 20 s), then describes the fetching. */
async function waitForAudio(page: Page, count: number) {
  const deadline = Date.now() + 20_000;
  const audioCount = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes('/files/sounds/'))
          .length,
    );
  while (Date.now() < deadline && (await audioCount()) < count) await page.waitForTimeout(200);
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.name.includes('/files/sounds/'))
      .sort((a, b) => a.startTime - b.startTime);
    const before = entries.filter((e) => e.startTime < paint);
    // Which sounds belong to tiles on screen: the tile labels are "Sound N" and sound N is the (N-1)th upload.
    const visibleLabels = [...document.querySelectorAll('[data-testid="board-tile"]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight;
      })
      .map((el) => el.textContent?.trim() ?? '');
    return {
      beforePaint: before.length,
      beforePaintBytes: before.reduce((s, e) => s + e.transferSize, 0),
      count: entries.length,
      bytes: entries.reduce((s, e) => s + e.transferSize, 0),
      order: entries.map((e) => new URL(e.name).pathname),
      // The most audio requests in flight at once (all at once, or the visible ones then one by one).
      peakInFlight: Math.max(
        0,
        ...entries.map(
          (e) =>
            entries.filter((o) => o.startTime <= e.startTime && o.responseEnd > e.startTime).length,
        ),
      ),
      visibleLabels,
    };
  });
}

/** Were the on-screen tiles' sounds the first ones fetched? "k of n": k of the first n fetches were theirs. */
async function visibleFirst(
  base: string,
  boardId: string,
  audio: { order: string[]; visibleLabels: string[] },
) {
  const board = (await (await fetch(`${base}/api/boards/${boardId}`)).json()) as {
    soundboard_buttons: { label: string; sound: { url: string } | null }[];
  };
  const byLabel = new Map(board.soundboard_buttons.map((b) => [b.label, b.sound?.url ?? '']));
  const wanted = new Set(audio.visibleLabels.map((label) => byLabel.get(label)));
  const first = audio.order.slice(0, wanted.size);
  const hits = first.filter((url) => wanted.has(url)).length;
  return `${hits} of the first ${wanted.size} fetches (${wanted.size} tiles on screen)`;
}
