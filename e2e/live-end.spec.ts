import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { LIVE_MESSAGES, LIVE_PRESENCE_MS } from '../src/shared/live.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { expect, test } from './support/test.ts';

// Decision 053: when a live session ends without the owner's End live (the tab closed, the network lost), every
// listener stops what the session started (a looped sound would play on forever) and only that, and says so.

interface Session {
  owner: BrowserContext;
  ownerPage: Page;
  viewer: BrowserContext;
  viewerPage: Page;
}

/** The owner live on a board of looped sounds layering ('overlap'), a viewer listening. */
async function liveSession(browser: Browser, baseURL: string): Promise<Session> {
  const site = { baseURL, extraHTTPHeaders: { origin: baseURL } };
  const owner = await browser.newContext(site);
  await signUpThroughApi(owner);
  const board = await publicBoardWithSounds(owner.request, 'On air', ['Airhorn', 'Gong'], 2);
  expect(
    (
      await owner.request.patch(`/api/boards/${board.id}`, { data: { play_mode: 'overlap' } })
    ).status(),
  ).toBe(200);
  for (const button of board.soundboard_buttons.slice(0, 2)) {
    const looped = await owner.request.patch(`/api/boards/${board.id}/buttons/${button.id}`, {
      data: { loop: true },
    });
    expect(looped.status()).toBe(200);
  }
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`/?board=${board.id}`);
  await expect(ownerPage.getByRole('button', { name: 'Gong', exact: true })).toBeVisible();

  const viewer = await browser.newContext({ baseURL });
  const viewerPage = await viewer.newPage();
  await viewerPage.goto(`/board/${board.id}`);
  await expect(viewerPage.getByRole('contentinfo')).toBeAttached();

  await ownerPage.getByRole('button', { name: LIVE_MESSAGES.goLive }).click();
  await viewerPage.getByRole('button', { name: LIVE_MESSAGES.listen }).click();
  await expect(viewerPage.getByRole('button', { name: LIVE_MESSAGES.stopListening })).toBeVisible();
  return { owner, ownerPage, viewer, viewerPage };
}

/** The viewer plays Airhorn themselves; the owner's press starts Gong at the viewer. */
async function bothPlaying({ ownerPage, viewerPage }: Session) {
  const own = viewerPage.getByRole('button', { name: 'Airhorn', exact: true });
  const fromSession = viewerPage.getByRole('button', { name: 'Gong', exact: true });
  await own.click();
  await ownerPage.getByRole('button', { name: 'Gong', exact: true }).click();
  await expect(fromSession).toHaveAttribute('aria-pressed', 'true');
  await expect(own).toHaveAttribute('aria-pressed', 'true');
  return { own, fromSession };
}

async function expectEnded(
  { viewerPage }: Session,
  { own, fromSession }: { own: Locator; fromSession: Locator },
  timeout?: number,
) {
  await expect(fromSession).toHaveAttribute('aria-pressed', 'false', { timeout });
  await expect(
    viewerPage.getByRole('status').filter({ hasText: LIVE_MESSAGES.ended }),
  ).toBeVisible();
  // No Live badge and no "Listen live" left: the page no longer shows the board as live.
  await expect(viewerPage.getByText(LIVE_MESSAGES.liveBadge, { exact: true })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: LIVE_MESSAGES.listen })).toHaveCount(0);
  // What the listener started themselves plays on.
  await expect(own).toHaveAttribute('aria-pressed', 'true');
}

test('the owner closes the tab: the session ends at the listener, its looped sound stops, the listener’s own plays on', async ({
  browser,
  baseURL,
}) => {
  const session = await liveSession(browser, baseURL!);
  const tiles = await bothPlaying(session);
  await session.ownerPage.close({ runBeforeUnload: true });
  await expectEnded(session, tiles);
  await session.viewerPage.screenshot({ path: '/tmp/shots/live/ended-after-close.png' });
  await session.owner.close();
  await session.viewer.close();
});

test('the owner loses the network: the server ends the session after its presence, the listener stops and says so', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // the session lasts LIVE_PRESENCE_MS (30 s) after the owner's last beat
  const session = await liveSession(browser, baseURL!);
  const tiles = await bothPlaying(session);
  await session.owner.setOffline(true);
  await expectEnded(session, tiles, LIVE_PRESENCE_MS + 15_000);
  await session.owner.close();
  await session.viewer.close();
});
