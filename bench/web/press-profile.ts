/**
 * Where a warm press on a board (N buttons, default 500) spends its time: per press, input timeStamp → the
 * capture listener (queueing before dispatch) and → start(); MODE=trace|cpu|busy adds a Chromium trace, a CPU
 * profile (both under /tmp/gridprof) or the renderer main thread's CPU per second; GAP=ms pauses between taps.
 * A diagnostic for decision 024, not part of `npm run bench:web`.
 */
import { mkdir } from 'node:fs/promises';
import { launchBrowser, percentile, PRESS_PROBE, tap } from './browser.ts';
import { mainThreadTasks, profile, trace } from './cpu-profile.ts';
import { createPublicBoard, ensureBuild, startWebServer, uploadSounds } from './web-fixture.ts';

const PROBE2 = `
  window.__dispatch = [];
  addEventListener('pointerdown', (event) => { window.__dispatch.push(performance.now() - event.timeStamp); }, { capture: true });
`;
await mkdir('/tmp/gridprof', { recursive: true });
ensureBuild();
const web = await startWebServer();
const browser = await launchBrowser();
try {
  const sounds = await uploadSounds(web, 16, 0.5);
  const n = Number(process.env.N ?? 500);
  const board = await createPublicBoard(web, 'Big', n, sounds);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(PRESS_PROBE);
  await context.addInitScript(PROBE2);
  const page = await context.newPage();
  await page.goto(`${web.server.url}/board/${board}`);
  await page.getByTestId('board-tile').first().waitFor();
  await page.waitForTimeout(4000);
  const tiles = page.getByTestId('board-tile');
  const presses = async () => {
    for (let i = 0; i < 30; i++) {
      await tap(page, tiles.nth(i % 4));
      await page.waitForTimeout(Number(process.env.GAP ?? 0));
    }
  };
  const mode = process.env.MODE ?? 'plain';
  if (mode === 'trace')
    console.log((await trace(context, page, '/tmp/gridprof/press.trace.json', presses)).top);
  else if (mode === 'cpu')
    console.log((await profile(context, page, '/tmp/gridprof/press.cpuprofile', presses)).top);
  else if (mode === 'busy') {
    const t0 = Date.now();
    const r = await mainThreadTasks(context, page, presses);
    const s = (Date.now() - t0) / 1000;
    console.log(
      `main thread CPU ${(r.busyCpu / s).toFixed(0)} ms a second while pressing, longest task ${r.longestCpu.toFixed(1)} ms`,
    );
  } else await presses();
  await page.waitForTimeout(200);
  const r = await page.evaluate(() => {
    const w = window as unknown as { __pressDelays: number[]; __dispatch: number[] };
    return { down: w.__pressDelays, dispatch: w.__dispatch };
  });
  const f = (v: number[]) =>
    `median ${percentile(v, 0.5).toFixed(2)} p95 ${percentile(v, 0.95).toFixed(2)}`;
  console.log('press', f(r.down), 'n', r.down.length);
  console.log('dispatch', f(r.dispatch));
  console.log('all press', r.down.map((v) => v.toFixed(1)).join(' '));
  console.log('all dispatch', r.dispatch.map((v) => v.toFixed(1)).join(' '));
} finally {
  await browser.close();
  await web.stop();
}
