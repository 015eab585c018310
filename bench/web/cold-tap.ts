/**
 * Issue 32 point 8: a truly cold first tap on the tile the server rendered, before the app took over.
 * Each run is a new browser profile (nothing cached, no service worker) opening a public board; the first
 * server tile is tapped the moment it is on screen. Reported: tap → start(), the tapped sound's arrival →
 * start(), the runs where the tap came before the app took over, and the runs that never played (5 s).
 * Run: `node --import tsx bench/web/cold-tap.ts` (BENCH_SKIP_BUILD=1 keeps an existing build).
 */
import type { Page } from '@playwright/test';
import { writeResultsSection } from '../results-file.ts';
import { launchBrowser, percentile } from './browser.ts';
import { createPublicBoard, ensureBuild, startWebServer, uploadSounds } from './web-fixture.ts';

const RUNS = Number(process.env.BENCH_COLD_TAP_RUNS ?? 20);
/** BENCH_COLD_TAP_TOUCH=1: the tap is a touch (CDP touchStart/touchEnd) instead of a mouse press. */
const TOUCH = process.env.BENCH_COLD_TAP_TOUCH === '1';

/** Before any page script: the first pointerdown, whether it hit the server's own tile, and every start(). */
const PROBE = `
  window.__coldTap = { down: null, serverTile: null, starts: [], path: [] };
  let serverTile = null;
  let serverBox = null;
  let serverTiles = new Set();
  window.__coldTap.marks = {};
  const mark = (name) => { window.__coldTap.marks[name] ??= performance.now(); };
  // Where an event landed: the server's tile, the app's tile (React's, after the takeover), or elsewhere.
  const where = (target) => {
    const tile = target instanceof Element ? target.closest('[data-tile-id]') : null;
    if (tile === null) return describe(target);
    // Before DOMContentLoaded every tile is the server's (the HTML is still being parsed).
    if (serverTile === null) serverTiles.add(tile);
    return serverTiles.has(tile) ? 'server' : 'app';
  };
  // An element that is not a tile, as it can be told: its tag, test id, role or first classes.
  const describe = (target) => {
    if (!(target instanceof Element)) return 'other';
    const name = target.getAttribute('data-testid') || target.id || target.getAttribute('role') || (target.getAttribute('class') || '').split(' ').slice(0, 3).join('.');
    return target.tagName.toLowerCase() + '[' + name + ']';
  };
  const note = (step) => window.__coldTap.path.push(step + '@' + performance.now().toFixed(0));
  document.addEventListener('DOMContentLoaded', () => {
    for (const tile of document.querySelectorAll('[data-tile-id]')) serverTiles.add(tile);
    serverTile = document.querySelector('[data-tile-id]');
    const rect = serverTile && serverTile.getBoundingClientRect();
    serverBox = rect && { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    // The takeover: the moment React's commit removed the server's tiles.
    new MutationObserver((_, observer) => {
      if (serverTile && !serverTile.isConnected) {
        mark('takeover');
        note('takeover');
        observer.disconnect();
        // What a press at the server tile's centre meets right after React's commit (before any paint).
        const at = (label) => {
          if (!serverBox) return;
          const hit = document.elementFromPoint(serverBox.x, serverBox.y);
          note(label + ':' + (hit && hit.closest('[data-tile-id]') ? 'app' : describe(hit)));
        };
        const tiles = document.querySelectorAll('[data-tile-id]').length;
        const main = document.querySelector('main');
        note('first-commit-tiles:' + tiles + (tiles === 0 ? ':' + JSON.stringify(((main || document.body).textContent || '').slice(0, 60)) : ''));
        at('under-point');
        requestAnimationFrame(() => at('under-point-frame'));
        setTimeout(() => at('under-point-task'), 0);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  addEventListener('pointerdown', (event) => {
    if (window.__coldTap.down !== null) return;
    window.__coldTap.down = event.timeStamp;
    window.__coldTap.serverTile = where(event.target) === 'server';
  }, { capture: true });
  for (const type of ['pointerdown', 'pointerup', 'click']) {
    addEventListener(type, (event) => note(type + ':' + where(event.target)), { capture: true });
  }
  // The <head> script's hand-over (decision 074): how many presses it kept when the module took them.
  let headTake;
  Object.defineProperty(window, '__earlyTilePresses', {
    configurable: true,
    get: () => headTake,
    set: (take) => {
      headTake = take && (() => { const presses = take(); note('head-handover:' + presses.length); return presses; });
    },
  });
  const Context = window.AudioContext;
  window.AudioContext = class extends Context {
    constructor(...args) { super(...args); note('audio-context'); }
  };
  const stopNode = AudioBufferSourceNode.prototype.stop;
  AudioBufferSourceNode.prototype.stop = function (...args) { note('source-stop'); return stopNode.apply(this, args); };
  const decode = OfflineAudioContext.prototype.decodeAudioData;
  OfflineAudioContext.prototype.decodeAudioData = function (...args) {
    mark('decodeCalled');
    return decode.apply(this, args).then((buffer) => { mark('decoded'); return buffer; });
  };
  const addModule = AudioWorklet.prototype.addModule;
  AudioWorklet.prototype.addModule = function (...args) {
    mark('limiterCalled');
    return addModule.apply(this, args).then(() => mark('limiterLoaded'));
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    window.__coldTap.starts.push(performance.now());
    return start.apply(this, args);
  };
`;

interface Run {
  tapToStart: number;
  arrivalToStart: number;
  beforeTakeover: boolean;
  played: boolean;
}

async function oneRun(page: Page, url: string, soundPath: string): Promise<Run> {
  await page.addInitScript(PROBE);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('[data-tile-id]').first().waitFor({ state: 'attached' });
  const box = await page.evaluate(() => {
    const rect = document.querySelector('[data-tile-id]')?.getBoundingClientRect();
    return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
  });
  if (!box) throw new Error('no tile');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (TOUCH) {
    // A finger, as on a phone: its click comes where it is lifted (the app's tile, after a takeover).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(80);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    await page.waitForTimeout(80);
    await page.mouse.up();
  }
  const deadline = Date.now() + 5000;
  const probe = () =>
    page.evaluate((path) => {
      const tap = (
        window as unknown as {
          __coldTap: { down: number | null; serverTile: boolean; starts: number[] };
        }
      ).__coldTap;
      const sound = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (entry) => entry.name.includes(path),
      );
      const earlyPlayer = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).find((entry) => entry.name.includes('early-player'));
      const appCode = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).find((entry) => /\/assets\/start-[^/]+\.js$/.test(entry.name));
      return {
        ...tap,
        arrived: sound?.responseEnd ?? null,
        earlyPlayer: earlyPlayer?.startTime ?? null,
        appCode: appCode?.startTime ?? null,
      };
    }, soundPath);
  let state = await probe();
  while (state.starts.length === 0 && Date.now() < deadline) {
    await page.waitForTimeout(25);
    state = await probe();
  }
  // The takeover and what lay under the tap right after it, for the marks (a lost tap is explained).
  const settle = Date.now() + 2000;
  while (
    !(state as unknown as { path: string[] }).path.some((step) =>
      step.startsWith('under-point-task'),
    ) &&
    Date.now() < settle
  ) {
    await page.waitForTimeout(50);
    state = await probe();
  }
  const start = state.starts[0];
  if (process.env.BENCH_COLD_TAP_MARKS) {
    const rel = (value: number | undefined) =>
      value === undefined ? '-' : (value - state.down!).toFixed(0);
    const marks = (state as unknown as { marks: Record<string, number> }).marks;
    const path = (state as unknown as { path: string[] }).path
      .map((step) => step.replace(/@(\d+)$/, (_, at: string) => `@${rel(Number(at))}`))
      .join(' ');
    process.stdout.write(
      `tap+: takeover ${rel(marks.takeover)} limiter ${rel(marks.limiterCalled)}→${rel(marks.limiterLoaded)} arrived ${rel(state.arrived ?? undefined)} decode ${rel(marks.decodeCalled)}→${rel(marks.decoded)} start ${rel(start)} early-player ${rel(state.earlyPlayer ?? undefined)} app-code ${rel(state.appCode ?? undefined)}${start === undefined ? ' NEVER PLAYED' : ''} | ${path}\n`,
    );
  }
  const played = start !== undefined && state.down !== null;
  return {
    played,
    beforeTakeover: state.serverTile,
    tapToStart: played ? start - state.down! : NaN,
    arrivalToStart: played && state.arrived !== null ? start - state.arrived : NaN,
  };
}

function summary(values: number[]) {
  const ok = values.filter(Number.isFinite);
  if (ok.length === 0) return 'n/a';
  const fmt = (value: number) => value.toFixed(0);
  return `median ${fmt(percentile(ok, 0.5))} ms, p90 ${fmt(percentile(ok, 0.9))}, max ${fmt(Math.max(...ok))}`;
}

ensureBuild();
const web = await startWebServer();
const browser = await launchBrowser();
const rows: string[] = [];
try {
  const sounds = await uploadSounds(web, 16, 1);
  const boardId = await createPublicBoard(web, 'Cold tap', 16, sounds);
  const board = (await (await fetch(`${web.server.url}/api/boards/${boardId}`)).json()) as {
    soundboard_buttons: { sound: { url: string } | null }[];
  };
  const soundPath = new URL(board.soundboard_buttons[0]!.sound!.url, web.server.url).pathname;
  // BENCH_COLD_TAP_CPU=1 or =4: one row only.
  const only = process.env.BENCH_COLD_TAP_CPU;
  for (const [label, cpuSlowdown] of (
    [
      ['loopback, desktop CPU', 1],
      ['loopback, CPU slowed 4× (a phone)', 4],
    ] as const
  ).filter(([, rate]) => only === undefined || Number(only) === rate)) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: TOUCH,
      });
      const page = await context.newPage();
      if (cpuSlowdown > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      }
      runs.push(await oneRun(page, `${web.server.url}/board/${boardId}`, soundPath));
      await context.close();
    }
    const early = runs.filter((run) => run.beforeTakeover);
    rows.push(
      `| ${label} | ${early.length}/${runs.length} | ${summary(early.map((run) => run.tapToStart))} | ${summary(early.map((run) => run.arrivalToStart))} | ${runs.filter((run) => !run.played).length} |`,
    );
    process.stdout.write(`${rows.at(-1)}\n`);
  }
} finally {
  await browser.close();
  await web.stop();
}

const report = `## Web: a cold first tap on the server's tile (issue 32 point 8)

Latest run: ${new Date().toISOString()}, Node ${process.version}, Debian Chromium, 390×844, ${RUNS} runs per row, each a
new browser profile (nothing cached, no service worker) opening a public board of 16 one-second WAVs served by
the real server (own process, embedded database); the first tile the server rendered is tapped (80 ms) the
moment it is on screen. Times from the input event's \`timeStamp\` and the tapped sound's \`responseEnd\` to the
first \`AudioBufferSourceNode.start()\`; only taps that landed before the app took over count in the times.

| network, CPU | taps before the app took over | tap → start() | sound arrived → start() | never played (5 s) |
|---|---|---|---|---|
${rows.join('\n')}
`;
// BENCH_COLD_TAP_NO_WRITE=1: a run kept out of bench/RESULTS.md (the section is written by hand from runs).
if (!process.env.BENCH_COLD_TAP_NO_WRITE) await writeResultsSection('web-cold-tap', report);
process.stdout.write(report);
