/**
 * Issue 30 point 3 in the browser: My Sounds opened with 50 and with 5,000 sounds, and a search in it, on the
 * embedded database and on PostgreSQL. The production build is served by the real server (own process); each
 * open is a new page in a signed-in browser context (the app's code cached, as for a returning user). Figures:
 * navigation start → the first sound card on screen, the cards shown, the sounds' JSON bytes the page read,
 * the page's JS heap once shown, and a search typed into the box → only matching cards shown (the box's
 * debounce included). Sizes alternate over RUNS opens. Writes the `web-my-sounds-open` section of
 * bench/RESULTS.md.
 *   npm run bench:my-sounds (BENCH_SKIP_BUILD=1 keeps a build; BENCH_DATABASE_URL="" skips PostgreSQL)
 */
import { loadavg } from 'node:os';
import type { Browser } from '@playwright/test';
import { LIBRARY_MESSAGES as M } from '../../src/shared/sound-library.ts';
import { startServerProcess } from '../load/server-process.ts';
import { writeResultsSection } from '../results-file.ts';
import { ADMIN_URL, benchServerEnv, signUp } from '../server/bench-server.ts';
import { fillSoundLibraries, uploadOneSound } from '../server/sound-library-fill.ts';
import { countTransfers, kb, launchBrowser, percentile } from './browser.ts';
import { DIST, ensureBuild } from './web-fixture.ts';

const RUNS = Number(process.env.BENCH_MY_SOUNDS_RUNS ?? 7);
const SIZES = [50, 5000] as const;
/**
 * Every word must match the name or a tag: "Bell 10", "Bell 25" (tag 1)… in both libraries. Shown once every
 * card is a Bell (the unfiltered first page holds the other names too).
 */
const QUERY = 'Bell 1';

interface Open {
  shownMs: number;
  cards: number;
  jsonBytes: number;
  heapMb: number;
  searchMs: number;
}

const FIRST_CARD = () => {
  const heading = document.querySelector(
    'ul[aria-label="Sounds"] > li h3, ul[aria-label="Sounds"] > li h2',
  );
  return heading ? performance.now() : null;
};

async function openOnce(browser: Browser, url: string, cookie: string): Promise<Open> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
      }),
    );
    // The app's code in the HTTP cache first, as for a user who has been here before.
    const warm = await context.newPage();
    await warm.goto(`${url}/my-sounds`);
    await warm.waitForFunction(FIRST_CARD, undefined, { polling: 'raf', timeout: 60_000 });
    await warm.close();

    const page = await context.newPage();
    const transfers = await countTransfers(context, page);
    await page.goto(`${url}/my-sounds`, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(FIRST_CARD, undefined, {
      polling: 'raf',
      timeout: 60_000,
    });
    const shownMs = (await shown.jsonValue()) as number;
    const { cards, heapMb } = await page.evaluate(() => ({
      cards: document.querySelectorAll('ul[aria-label="Sounds"] > li').length,
      heapMb:
        ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
          ?.usedJSHeapSize ?? 0) /
        1024 /
        1024,
    }));
    // The first page of sounds comes in the page's own HTML (its page data); later pages from /api/sounds.
    const jsonBytes = transfers
      .filter((t) => t.type === 'Document' || new URL(t.url).pathname === '/api/sounds')
      .reduce((sum, t) => sum + t.bytes, 0);

    // The moment the first character reaches the page (its input event), however the box is labelled.
    await page.evaluate(() =>
      document.addEventListener(
        'input',
        (event) => ((window as never as { typed: number }).typed ??= event.timeStamp),
        { capture: true, once: true },
      ),
    );
    await page.getByRole('searchbox', { name: M.search }).fill(QUERY);
    const matched = await page.waitForFunction(
      (query) => {
        const headings = [...document.querySelectorAll('ul[aria-label="Sounds"] > li')].map(
          (li) => li.querySelector('h2, h3')?.textContent?.toLowerCase() ?? '',
        );
        if (headings.length === 0 || !headings.every((h) => h.startsWith(query))) return null;
        return performance.now() - (window as never as { typed: number }).typed;
      },
      QUERY.split(' ')[0]!.toLowerCase(),
      { polling: 'raf', timeout: 60_000 },
    );
    return { shownMs, cards, jsonBytes, heapMb, searchMs: (await matched.jsonValue()) as number };
  } finally {
    await context.close();
  }
}

async function runOn(kind: 'embedded' | 'postgres', browser: Browser) {
  const { env, cleanUp } = await benchServerEnv(kind, 'my-sounds');
  env.WEB_DIST_DIR = DIST;
  let server = await startServerProcess(env);
  try {
    const cookies: string[] = [];
    for (const size of SIZES) {
      const cookie = await signUp(server.url, `my-sounds-${size}@example.com`);
      await uploadOneSound(server.url, cookie);
      cookies.push(cookie);
    }
    // The server holds the embedded database: the libraries are filled while it is stopped.
    await server.stop();
    await fillSoundLibraries(env, [...SIZES]);
    server = await startServerProcess(env);
    const opens = SIZES.map(() => [] as Open[]);
    for (let run = 0; run < RUNS; run++)
      for (const [i] of SIZES.entries())
        opens[i]!.push(await openOnce(browser, server.url, cookies[i]!));
    return opens;
  } finally {
    await server.stop();
    await cleanUp();
  }
}

const fmt = (values: number[]) =>
  `${percentile(values, 0.5).toFixed(0)} / ${percentile(values, 0.9).toFixed(0)} / ${Math.max(...values).toFixed(0)}`;
const name = { embedded: 'embedded (PGlite)', postgres: 'PostgreSQL' } as const;

ensureBuild();
const browser = await launchBrowser();
const lines: string[] = [];
try {
  for (const kind of ADMIN_URL ? (['embedded', 'postgres'] as const) : (['embedded'] as const)) {
    const opens = await runOn(kind, browser);
    for (const [i, size] of SIZES.entries()) {
      const runs = opens[i]!;
      lines.push(
        `| ${name[kind]} | ${size.toLocaleString('en')} | ${fmt(runs.map((r) => r.shownMs))} | ${runs[0]!.cards} | ${kb(
          percentile(
            runs.map((r) => r.jsonBytes),
            0.5,
          ),
        )} | ${percentile(
          runs.map((r) => r.heapMb),
          0.5,
        ).toFixed(1)} MB | ${fmt(runs.map((r) => r.searchMs))} |`,
      );
    }
  }
} finally {
  await browser.close();
}

const section = `## Web: My Sounds opened with 50 and 5,000 sounds (issue 30 point 3)

Latest run: ${new Date().toISOString()}, Node ${process.version}, Debian Chromium, 1440×900, load average
${loadavg()
  .map((v) => v.toFixed(1))
  .join(
    ' / ',
  )} at the end. Two users on one server (own process, production build), one with 50 sounds and
one with 5,000 (names "Bell 1", "Drum 2"…, one tag each of 12). ${RUNS} opens per row, the sizes alternated; each
open is a new page in a signed-in context whose HTTP cache already holds the app. Times are median / p90 / max
in ms: navigation start → the first sound card on screen; the search "${QUERY}" typed → only matching cards
shown (includes the search box's debounce). Read: the bytes of the page's HTML (which carries the first page of sounds) and of any
\`/api/sounds\` request, on the wire. Heap: the page's
JS heap once the cards are shown.

| database | sounds | open → first card, ms | cards shown | HTML + JSON read | JS heap | search → matches, ms |
|---|---|---|---|---|---|---|
${lines.join('\n')}
`;
process.stdout.write(section);
await writeResultsSection('web-my-sounds-open', section);
