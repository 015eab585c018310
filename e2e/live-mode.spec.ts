import { LIVE_MESSAGES } from '../src/shared/live.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { expect, test } from './support/test.ts';

// Decision 035: the owner goes live; a viewer who chose "Listen live" hears the owner's presses.
test("a viewer who listens live hears the owner's presses as they happen, until the owner ends", async ({
  browser,
  baseURL,
}) => {
  const site = { baseURL, extraHTTPHeaders: { origin: baseURL! } };
  const owner = await browser.newContext(site);
  await signUpThroughApi(owner);
  const board = await publicBoardWithSounds(owner.request, 'On air', ['Airhorn', 'Gong'], 3);
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`/?board=${board.id}`);
  await expect(ownerPage.getByRole('contentinfo')).toBeAttached();
  await expect(ownerPage.getByRole('button', { name: 'Gong', exact: true })).toBeVisible();

  const viewer = await browser.newContext({ baseURL });
  const viewerPage = await viewer.newPage();
  await viewerPage.goto(`/board/${board.id}`);
  await expect(viewerPage.getByRole('contentinfo')).toBeAttached();
  const listen = viewerPage.getByRole('button', { name: LIVE_MESSAGES.listen });
  await expect(listen).toHaveCount(0);

  // Going live reaches the open page through the realtime stream: no reload.
  await ownerPage.getByRole('button', { name: LIVE_MESSAGES.goLive }).click();
  await expect(ownerPage.getByRole('button', { name: LIVE_MESSAGES.endLive })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(listen).toBeVisible();
  await listen.click();
  await expect(viewerPage.getByRole('button', { name: LIVE_MESSAGES.stopListening })).toBeVisible();

  const ownerGong = ownerPage.getByRole('button', { name: 'Gong', exact: true });
  const viewerGong = viewerPage.getByRole('button', { name: 'Gong', exact: true });
  const viewerAirhorn = viewerPage.getByRole('button', { name: 'Airhorn', exact: true });
  await ownerGong.click();
  await expect(viewerGong).toHaveAttribute('aria-pressed', 'true');
  await expect(viewerAirhorn).toHaveAttribute('aria-pressed', 'false');
  await ownerGong.click(); // stop
  await expect(viewerGong).toHaveAttribute('aria-pressed', 'false');

  for (const [label, page] of [
    ['owner', ownerPage],
    ['viewer', viewerPage],
  ] as const) {
    await page.screenshot({ path: `e2e/.output/screenshots/live-${label}.png` });
  }

  await ownerPage.getByRole('button', { name: LIVE_MESSAGES.endLive }).click();
  await expect(viewerPage.getByText(LIVE_MESSAGES.ended)).toBeVisible();
  await expect(listen).toHaveCount(0);
  await owner.close();
  await viewer.close();
});
