import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/test/server-process.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { startAppServer } from './support/app-server.ts';
import { publicBoardWithSounds, tiles } from './support/boards.ts';
import { TEST_WEB_DIST } from './support/test-build.ts';
import { expect, test } from './support/test.ts';

// Decision 026: the realtime stream outlives a server restart — the open page reconnects and refetches, and later
// changes reach it again, without a reload. A server of its own, restarted on the same port and data.

test('after a server restart the viewer reconnects, catches up and keeps receiving changes', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const work = await mkdtemp(path.join(tmpdir(), 'soundboard-restart-'));
  const options = {
    dataDir: path.join(work, 'data'),
    webDist: TEST_WEB_DIST,
    port: await freePort(),
  };
  let server = await startAppServer(options);
  const site = { baseURL: server.origin, extraHTTPHeaders: { origin: server.origin } };
  const owner = await browser.newContext(site);
  const viewer = await browser.newContext(site);
  try {
    await signUpThroughApi(owner);
    const board = await publicBoardWithSounds(owner.request, 'Through restarts', ['Airhorn']);
    const button = board.soundboard_buttons[0]!;
    const page = await viewer.newPage();
    // The app has started and its stream is open (the page shows the server's HTML before that).
    const streaming = page.waitForResponse((response) => response.url().endsWith('/api/realtime'));
    await page.goto(`/board/${board.id}`);
    await streaming;
    await expect(tiles(page)).toHaveText(['Airhorn']);
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));

    await server.stop();
    server = await startAppServer(options);
    // Made while the viewer may still be reconnecting: the refetch on reconnect brings it.
    const rename = (label: string) =>
      owner.request.patch(`/api/boards/${board.id}/buttons/${button.id}`, { data: { label } });
    expect((await rename('Foghorn')).status()).toBe(200);
    await expect(tiles(page)).toHaveText(['Foghorn'], { timeout: 45_000 });
    // And the stream is live again: a later change arrives as an event.
    expect((await rename('Klaxon')).status()).toBe(200);
    await expect(tiles(page)).toHaveText(['Klaxon'], { timeout: 15_000 });
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    await owner.close();
    await viewer.close();
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
});
