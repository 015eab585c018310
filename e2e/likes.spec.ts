import type { Browser, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { LIKE_MESSAGES } from '../src/shared/social-messages.ts';
import { openBeforeTheApp, openWithEntryHeld } from './support/hold-app.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi, publicBoardWithSounds } from './support/boards.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/test.ts';

// Decision 026: the like control on public boards, moving its count, kept across reloads.

/** A public board of another user, with one sound. */
async function othersPublicBoard(browser: Browser, name: string) {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const board = await publicBoardWithSounds(owner.request, name, ['Airhorn']);
  await owner.close();
  return board;
}

/** Opens the board with the page's module held, clicks the server's like button, and lets the app take over. */
async function likeBeforeTheModule(page: Page, like: Locator, boardId: string) {
  await page.unrouteAll();
  const entryLoads = await openWithEntryHeld(page, `/board/${boardId}`);
  await like.click();
  entryLoads();
  await expect(page.getByRole('contentinfo')).toBeAttached();
}

test('like and unlike a public board: the count moves at once and stays after a reload', async ({
  page,
  context,
  browser,
}) => {
  const name = `Likeable ${randomUUID().slice(0, 6)}`;
  const board = await othersPublicBoard(browser, name);

  await signUpThroughApi(context);
  await page.goto(`/board/${board.id}`);
  // The like button of the server's first content (decision 021) answers only once the app has taken over:
  // its footer exists only then (a click before it was lost in a CI run at load 12).
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const like = page.getByRole('button', { name: new RegExp(`^Like ${name}`) });
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 0));
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expectNoSeriousA11yViolations(page);

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 1));
  await page.reload();
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 1));
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('contentinfo')).toBeAttached();

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 0));
  await page.reload();
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 0));
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});

test("a Like clicked on the server's first content, before the app took over, is kept", async ({
  page,
  context,
  browser,
}) => {
  const name = `Early like ${randomUUID().slice(0, 6)}`;
  const board = await othersPublicBoard(browser, name);
  await signUpThroughApi(context);
  const like = page.getByRole('button', { name: new RegExp(`^Like ${name}`) });

  // Clicked while the app's code is still on its way: the server's button, kept by the page's module.
  const appTakesOver = await openBeforeTheApp(page, `/board/${board.id}`);
  await like.click();
  await appTakesOver();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 1));
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // The server draws the heart as a visitor sees it, empty: a click on it asks for a like, and a board liked
  // already stays liked (nothing is sent).
  await likeBeforeTheModule(page, like, board.id);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 1));

  // Unliked in the app, then liked again before even the page's module ran (the <head> script keeps it).
  await like.click();
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 0));
  await likeBeforeTheModule(page, like, board.id);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 1));
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
});

test("a visitor's Like clicked before the app took over tells them to log in", async ({
  page,
  browser,
}) => {
  const board = await othersPublicBoard(browser, 'Early visitor');
  const appTakesOver = await openBeforeTheApp(page, `/board/${board.id}`);
  await page.getByRole('button', { name: /^Like Early visitor/ }).click();
  await appTakesOver();
  await expect(page.getByText(LIKE_MESSAGES.loginRequired)).toBeVisible();
});

test('a visitor who likes is told to log in', async ({ page, browser }) => {
  const name = `Visitor view ${randomUUID().slice(0, 6)}`;
  const board = await othersPublicBoard(browser, name);

  await page.goto(`/board/${board.id}`);
  // The app has taken over the server's first content (decision 021): its footer exists only then.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.getByRole('button', { name: new RegExp(`^Like ${name}`) }).click();
  await expect(page.getByText(LIKE_MESSAGES.loginRequired)).toBeVisible();
});

test('My Boards: a like control on public boards only, liked from the card', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const shared = await publicBoardWithSounds(context.request, 'Shared with all', ['Airhorn']);
  await createBoardThroughApi(context.request, 'Just mine');
  await page.goto('/my-boards');
  const sharedCard = page.locator(`[data-board-card="${shared.id}"]`);
  const like = sharedCard.getByRole('button', { name: /^Like Shared with all/ });
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label('Shared with all', 0));
  await expect(
    page
      .locator('[data-board-card]', { hasText: 'Just mine' })
      .getByRole('button', { name: /^Like/ }),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await like.click();
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label('Shared with all', 1));
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
});
