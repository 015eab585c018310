import { randomUUID } from 'node:crypto';
import { LIKE_MESSAGES } from '../src/shared/social-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi, publicBoardWithSounds } from './support/boards.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/test.ts';

// Decision 026: the like control on public boards, moving its count, kept across reloads.

test('like and unlike a public board: the count moves at once and stays after a reload', async ({
  page,
  context,
  browser,
}) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const name = `Likeable ${randomUUID().slice(0, 6)}`;
  const board = await publicBoardWithSounds(owner.request, name, ['Airhorn']);
  await owner.close();

  await signUpThroughApi(context);
  await page.goto(`/board/${board.id}`);
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

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 0));
  await page.reload();
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 0));
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor who likes is told to log in', async ({ page, browser }) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const name = `Visitor view ${randomUUID().slice(0, 6)}`;
  const board = await publicBoardWithSounds(owner.request, name, ['Airhorn']);
  await owner.close();

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
