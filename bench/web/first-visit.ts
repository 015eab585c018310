/**
 * `npm run bench:first-visit`: what a first visit costs with the service worker (issue 32 point 7, decision
 * 068) — the page's own downloads and the worker's (its install's precache and what it fetches), for a
 * visitor of a public board page and of the landing page, and how often the board's JSON crossed the
 * network. Two builds in the same run: BENCH_WEB_DIST_BEFORE (an older commit's dist/web, e.g. from a
 * `git worktree`) and this checkout's, each served by this checkout's server in its own process.
 * Bytes are on the wire (CDP encodedDataLength for the page, the worker's own requests as Playwright reports
 * them; a file the worker takes from the browser's HTTP cache costs 0).
 */
import type { Browser, Request } from '@playwright/test';
import { writeResultsSection } from '../results-file.ts';
import { kb, launchBrowser } from './browser.ts';
import {
  createPublicBoard,
  DIST,
  ensureBuild,
  startWebServer,
  uploadSounds,
} from './web-fixture.ts';

const BEFORE = process.env.BENCH_WEB_DIST_BEFORE;
const VIEWPORT = { width: 390, height: 844 };
/** The worker has finished fetching when it asked for nothing for this long. */
const QUIET_MS = 3000;
/** First-paint samples per build and page. */
const PAINT_RUNS = Number(process.env.BENCH_FIRST_PAINT_RUNS ?? 15);

interface Visit {
  pageBytes: number;
  pageRequests: number;
  workerBytes: number;
  workerRequests: number;
  workerCode: number;
  boardJson: number;
}

ensureBuild();
const browser = await launchBrowser();
const figures: Record<string, Record<string, Visit>> = {};
/** First contentful paint of a first visit, per build and page, each sample a fresh browser context. */
const paints: Record<string, Record<string, number[]>> = {};
const pageUrls: Record<string, { board: string; landing: string }> = {};
try {
  const builds = (
    [
      ['before', BEFORE],
      ['now', DIST],
    ] as const
  ).filter((build): build is readonly ['before' | 'now', string] => Boolean(build[1]));
  const servers = [];
  try {
    for (const [label, dist] of builds) {
      const web = await startWebServer({ WEB_DIST_DIR: dist });
      servers.push(web);
      const sounds = await uploadSounds(web, 16, 0.5);
      const board = await createPublicBoard(web, 'First visit', 16, sounds);
      const urls = { board: `${web.server.url}/board/${board}`, landing: `${web.server.url}/` };
      figures[label] = {
        board: await firstVisit(browser, urls.board, board),
        landing: await firstVisit(browser, urls.landing, board),
      };
      pageUrls[label] = urls;
      paints[label] = { board: [], landing: [] };
    }
    // Alternated between the builds, so a change in the machine's load falls on both.
    for (let run = 0; run < PAINT_RUNS; run++) {
      for (const [label] of builds) {
        const urls = pageUrls[label]!;
        paints[label]!.board!.push(await firstPaint(browser, urls.board));
        paints[label]!.landing!.push(await firstPaint(browser, urls.landing));
      }
    }
  } finally {
    for (const web of servers) await web.stop();
  }
} finally {
  await browser.close();
}

/** The first contentful paint (ms since navigation) of a first visit: a fresh context, nothing cached. */
async function firstPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await context.close();
  return fcp;
}

async function firstVisit(browser: Browser, url: string, boardId: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let pageBytes = 0;
  let pageRequests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    pageBytes += event.encodedDataLength;
    pageRequests += 1;
  });
  const worker = { scriptBytes: 0, requests: 0, code: 0 };
  let boardJson = 0;
  let lastWorkerRequest = Date.now();
  const boardPath = `/api/boards/${boardId}`;
  const finished = async (request: Request) => {
    const path = new URL(request.url()).pathname;
    const response = await request.response().catch(() => null);
    const byWorker = request.serviceWorker() !== null;
    if (path === boardPath && (byWorker || !response?.fromServiceWorker())) boardJson += 1;
    if (!byWorker) return;
    lastWorkerRequest = Date.now();
    worker.requests += 1;
    if (path.startsWith('/assets/')) worker.code += 1;
    // The worker's script itself (the browser fetches it; the worker's resource timing does not list it).
    if (path === '/sw.js') {
      const sizes = await request.sizes().catch(() => null);
      worker.scriptBytes = (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0);
    }
  };
  context.on('requestfinished', (request) => void finished(request));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  while (Date.now() - lastWorkerRequest < QUIET_MS) await page.waitForTimeout(250);
  await page.waitForLoadState('networkidle');
  // The worker's own transfers (its precache and its fetches): 0 bytes for what came from the browser's HTTP
  // cache, which Playwright's sizes would count at full size.
  const sw = context.serviceWorkers()[0];
  if (!sw) throw new Error('no service worker');
  const fetchedByWorker = await sw.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).reduce(
      (sum, entry) => sum + entry.transferSize,
      0,
    ),
  );
  await context.close();
  return {
    pageBytes,
    pageRequests,
    workerBytes: worker.scriptBytes + fetchedByWorker,
    workerRequests: worker.requests,
    workerCode: worker.code,
    boardJson,
  };
}

const cell = (visit: Visit | undefined, pick: (v: Visit) => string) => (visit ? pick(visit) : '–');
const rows: [string, (v: Visit) => string][] = [
  ['page: requests, bytes on the wire', (v) => `${v.pageRequests}, ${kb(v.pageBytes)}`],
  [
    'service worker: requests (of them /assets/ code), bytes on the wire',
    (v) => `${v.workerRequests} (${v.workerCode}), ${kb(v.workerBytes)}`,
  ],
  ['page + service worker bytes on the wire', (v) => kb(v.pageBytes + v.workerBytes)],
  ["the board's JSON fetched over the network", (v) => String(v.boardJson)],
];
const table = (page: 'board' | 'landing') =>
  rows
    .map(
      ([name, pick]) =>
        `| ${page === 'board' ? 'public board' : 'landing page'}: ${name} | ${cell(figures.before?.[page], pick)} | ${cell(figures.now?.[page], pick)} |`,
    )
    .join('\n');
const paintCell = (label: string, page: 'board' | 'landing') => {
  const samples = paints[label]?.[page];
  if (!samples?.length) return '–';
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)}`;
};
const paintRows = (['board', 'landing'] as const)
  .map(
    (page) =>
      `| ${page === 'board' ? 'public board' : 'landing page'}: first contentful paint, ${PAINT_RUNS} fresh visits | ${paintCell('before', page)} | ${paintCell('now', page)} |`,
  )
  .join('\n');
const report = `## Web: a first visit's bytes with the service worker (issue 32.7, decision 068)

Latest run: ${new Date().toISOString()}, Node ${process.version}, Debian Chromium, viewport 390×844, fresh browser
context, production builds served by this checkout's server (own process, loopback, embedded database), a public
board of 16 buttons. Counted from the first request until the worker controls the page and asked for nothing
for ${QUIET_MS / 1000} s. "Before": ${BEFORE ? `the build in ${BEFORE}` : 'not run'}; "now": this checkout's build; same run.

| figure | before | now |
|---|---|---|
${table('board')}
${table('landing')}
${paintRows}
`;
await writeResultsSection('web-first-visit', report);
process.stdout.write(report);
