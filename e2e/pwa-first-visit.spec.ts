import type { BrowserContext, Page, Request } from '@playwright/test';
import { PWA_MESSAGES } from '../src/shared/pwa-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { CHROMIUM_FLAGS, MEDIA_FLAGS } from './support/chromium-flags.ts';
import { findChromium } from './support/find-chromium.ts';
import { expect, expectHttpError, expectNetworkFailure, test } from './support/test.ts';
import { expectTilePlays } from './support/tile-plays.ts';

/**
 * A visitor's first visit with the service worker (decision 068): the worker keeps what the page used and
 * downloads nothing else (no editor or rearrange code), the board's JSON crosses the network once, and what
 * was opened works offline afterwards.
 */
test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS] },
});

/** Owner-only code: the button editor, the rearrange sorter, the tile's owner menus (decision 010). */
const EDITOR_CODE =
  /\/assets\/(button-editor-dialog|grid-sorter|tile-owner-chrome|tile-owner-menu|board-audio-dialog|sound-settings-dialog|assign-sound-drawer)-/;

/** Precached although a visitor's page never runs it: an expired session is swept offline too. */
const OFFLINE_SWEEP = /\/assets\/forget-user-files-/;
/** The player a tap on the server's tiles loads before the app took over, offline too (issue 32 point 8). */
const EARLY_PLAYER = /\/assets\/early-player-/;

interface Fetched {
  path: string;
  /** Asked by the service worker (its precache or its own fetch), not by the page. */
  byWorker: boolean;
  /** Answered by the service worker to the page: no network request of its own. */
  answeredByWorker: boolean;
}

/** Every request of the context, the worker's own included. */
function recordRequests(context: BrowserContext) {
  const fetched: Fetched[] = [];
  const record = async (request: Request) => {
    const response = await request.response().catch(() => null);
    fetched.push({
      path: new URL(request.url()).pathname,
      byWorker: request.serviceWorker() !== null,
      answeredByWorker: response?.fromServiceWorker() ?? false,
    });
  };
  context.on('requestfinished', (request) => void record(request));
  context.on('requestfailed', (request) => void record(request));
  return fetched;
}

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** Waits until the worker's API cache holds this path's answer. */
async function apiAnswerKept(page: Page, path: string) {
  await expect
    .poll(() =>
      page.evaluate(async (p) => Boolean(await (await caches.open('api')).match(p)), path),
    )
    .toBe(true);
}

test("a visitor's first visit: the worker downloads no editor code and the board's JSON is fetched once", async ({
  browser,
  page,
  context,
}) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const board = await publicBoardWithSounds(owner.request, 'First visit', ['Gong'], 4);
  await owner.close();
  const fetched = recordRequests(context);
  const boardPath = `/api/boards/${board.id}`;

  await page.goto(`/board/${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'First visit' })).toBeVisible();
  await controlled(page);
  await apiAnswerKept(page, boardPath);
  await page.waitForLoadState('networkidle');

  const isCode = (f: Fetched) => f.path.startsWith('/assets/');
  const pageScripts = new Set(fetched.filter((f) => !f.byWorker && isCode(f)).map((f) => f.path));
  const workerScripts = fetched.filter((f) => f.byWorker && isCode(f));
  expect(workerScripts.length).toBeGreaterThan(0);
  expect(workerScripts.filter((f) => EDITOR_CODE.test(f.path)).map((f) => f.path)).toEqual([]);
  // The worker asks only for code the page itself loaded (then from the browser's HTTP cache), for the
  // sweep an ended session needs even offline (decision 042), and for the player of a tap made before the app
  // took over (issue 32 point 8).
  expect(
    workerScripts
      .filter(
        (f) =>
          !pageScripts.has(f.path) && !OFFLINE_SWEEP.test(f.path) && !EARLY_PLAYER.test(f.path),
      )
      .map((f) => f.path),
  ).toEqual([]);
  // The HTML carried the board; the app reads it once more (spec §7), and the worker keeps that answer.
  const boardFetches = fetched.filter(
    (f) => f.path === boardPath && (f.byWorker || !f.answeredByWorker),
  );
  expect(boardFetches).toHaveLength(1);
});

test('offline after a visit, the pages opened work; a page never opened says it needs a connection', async ({
  browser,
  page,
  context,
}) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const board = await publicBoardWithSounds(owner.request, 'Kept party', ['Bell'], 4);
  await owner.close();

  await page.goto(`/board/${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kept party' })).toBeVisible();
  await controlled(page);
  await apiAnswerKept(page, `/api/boards/${board.id}`);
  // The landing page, opened once while the worker is in charge.
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.waitForLoadState('networkidle');

  expectHttpError(page, /^\/api\//, 503);
  await context.setOffline(true);
  await page.goto(`/board/${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kept party' })).toBeVisible();
  await expectTilePlays(page, 'Bell');
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Airhorn', exact: true })).toBeVisible();

  // Never opened: the header stays, and the page says why it cannot be shown (its code fails to load).
  expectNetworkFailure(page, /^\/assets\//);
  await page.goto('/privacy');
  await expect(page.getByText(PWA_MESSAGES.pageNotKept)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
