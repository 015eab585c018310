import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import type { Board } from '../src/shared/schemas/board.ts';
import { CLEAR_CACHE_LABEL } from '../src/shared/navigation.ts';
import { PRODUCT_NAME } from '../src/shared/product.ts';
import { PWA_MESSAGES } from '../src/shared/pwa-messages.ts';
import { freePort } from '../src/server/test/server-process.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { startAppServer } from './support/app-server.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { CHROMIUM_FLAGS, MEDIA_FLAGS } from './support/chromium-flags.ts';
import { findChromium } from './support/find-chromium.ts';
import { expect, expectHttpError, expectNoSeriousA11yViolations, test } from './support/test.ts';
import { TEST_WEB_DIST } from './support/test-build.ts';
import { expectTilePlays } from './support/tile-plays.ts';

/** Installable and offline (decision 028). The other specs block the worker; these need it. */
test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS] },
});

/** What a page offline logs by design: a visitor's session question answered "offline" by the worker. */
const expectOfflineAnswers = (page: Page) => expectHttpError(page, /^\/api\/me$/, 503);

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** Waits until the worker has kept the board's API answer and the audio cache holds its sound. */
async function boardKeptForOffline(
  page: Page,
  boardId: string,
  apiPath = `/api/boards/${boardId}`,
) {
  await expect
    .poll(
      () =>
        page.evaluate(async (path) => {
          const api = await caches.open('api');
          const board = await api.match(path);
          const sounds = await new Promise<number>((resolve) => {
            const open = indexedDB.open('audio-cache', 1);
            open.onerror = () => resolve(0);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('sounds')) return resolve(0);
              const count = db.transaction('sounds').objectStore('sounds').count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => resolve(0);
            };
          });
          return Boolean(board) && sounds > 0;
        }, apiPath),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('installable: manifest and icons, a worker at /sw.js with scope /, no installability errors', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({
    scope: new URL('/', page.url()).href,
    script: new URL('/sw.js', page.url()).href,
  });
  // Chromium's own verdict, in a profile of its own (an incognito context is never installable).
  const profile = await mkdtemp(path.join(tmpdir(), 'soundboard-profile-'));
  const installing = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_FLAGS,
  });
  try {
    const tab = await installing.newPage();
    await tab.goto(page.url());
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await installing.newCDPSession(tab);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await installing.close();
    await rm(profile, { recursive: true, force: true });
  }

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
    screenshots: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    start_url: '/',
    display: 'standalone',
    theme_color: '#6d28d9',
    background_color: '#fafafa',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const response = await request.get(image.src);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(image.sizes);
  }
});

test('a visitor opens a public board again offline and plays it, with the offline banner', async ({
  browser,
  page,
  context,
}) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const board = await publicBoardWithSounds(owner.request, 'Offline party', ['Boom'], 4);
  await owner.close();

  await page.goto(`/board/${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offline party' })).toBeVisible();
  await controlled(page);
  await boardKeptForOffline(page, board.id);

  expectOfflineAnswers(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Offline party' })).toBeVisible();
  await expect(page.getByText(PWA_MESSAGES.offlineBanner)).toBeVisible();
  await expectTilePlays(page, 'Boom');
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
  await expect(page.getByText(PWA_MESSAGES.offlineBanner)).toBeHidden();
  // The press made offline is counted once the connection is back (decision 037).
  await expect
    .poll(
      async () => {
        const shown = (await (
          await context.request.get(`/api/boards/${board.id}`)
        ).json()) as Board;
        return shown.soundboard_buttons[0]!.sound!.play_count;
      },
      { timeout: 10_000 },
    )
    .toBe(1);
});

test("the owner's player opens offline, plays, and a change says plainly that it needs a connection", async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await publicBoardWithSounds(context.request, 'Studio', ['Clap'], 4);
  await page.goto(`/?board=${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
  await controlled(page);
  // The player reads the board itself, the owner's too (decision 065).
  await boardKeptForOffline(page, board.id);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
  await expectTilePlays(page, 'Clap');
  // The change goes nowhere: the worker answers it with the offline error.
  expectHttpError(page, /^\/api\/boards\/[^/]+\/buttons$/, 503);
  // A board with sounds opens to play; Add Button is part of edit mode (decision 049).
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: BOARD_MESSAGES.addButton }).last().click();
  await expect(page.getByText(BOARD_MESSAGES.buttonAddFailed)).toBeVisible();
  await expect(page.getByText(PWA_MESSAGES.offlineAction)).toBeVisible();
});

test("the header's clear-cache button empties the app's caches and its audio cache", async ({
  browser,
  page,
}) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const board = await publicBoardWithSounds(owner.request, 'Cached', ['Snare']);
  await owner.close();
  await page.goto(`/board/${board.id}`);
  await controlled(page);
  await boardKeptForOffline(page, board.id);
  expect(await page.evaluate(() => caches.keys())).toContain('api');

  await page.goto('/about');
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: CLEAR_CACHE_LABEL }).first().click(),
  ]);
  const after = await page.evaluate(async () => ({
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((db) => db.name),
  }));
  const apiKeys = await page.evaluate(async () =>
    (await caches.has('api')) ? (await (await caches.open('api')).keys()).map((r) => r.url) : [],
  );
  expect(apiKeys).toEqual([]);
  expect(after.caches).not.toContain('api');
  expect(after.caches).not.toContain('files');
  expect(after.databases).not.toContain('audio-cache');
});

test('a new build deployed while the page is open shows the Reload toast; Reload activates it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const work = await mkdtemp(path.join(tmpdir(), 'soundboard-pwa-'));
  const webDist = path.join(work, 'web');
  await cp(TEST_WEB_DIST, webDist, { recursive: true });
  const options = { dataDir: path.join(work, 'data'), webDist, port: await freePort() };
  let server = await startAppServer(options);
  // A context of this server's origin (the suite's contexts send the suite server's Origin header).
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    extraHTTPHeaders: { origin: server.origin },
  });
  const page = await context.newPage();
  try {
    await page.goto(`${server.origin}/about`);
    await controlled(page);

    // The next deploy: a service worker whose bytes differ.
    await server.stop();
    const worker = path.join(webDist, 'sw.js');
    await writeFile(worker, `${await readFile(worker, 'utf8')}\n// deployed again\n`);
    await rm(`${worker}.br`, { force: true });
    await rm(`${worker}.gz`, { force: true });
    server = await startAppServer(options);

    // What the app's hourly check does.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText(PWA_MESSAGES.updateAvailable)).toBeVisible();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: PWA_MESSAGES.reload, exact: true }).click(),
    ]);
    await controlled(page);
    const source = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
    });
    expect(source).toEqual({ waiting: false, active: 'activated' });
  } finally {
    await context.close();
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
});
