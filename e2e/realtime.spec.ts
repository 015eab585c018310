import { randomUUID } from 'node:crypto';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds, tiles } from './support/boards.ts';
import { expect, test } from './support/test.ts';

// Decision 026: a change reaches another user's open page through GET /api/realtime, without a reload.

test("the owner renames a public board's button; the viewer's open /board/{id} shows it without a reload", async ({
  page,
  context,
  browser,
}) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const name = `Live ${randomUUID().slice(0, 6)}`;
  const board = await publicBoardWithSounds(owner.request, name, ['Airhorn', 'Drumroll']);

  await signUpThroughApi(context);
  await page.goto(`/board/${board.id}`);
  await expect(tiles(page)).toHaveText(['Airhorn', 'Drumroll']);
  // A marker that a reload would wipe.
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));

  // The owner edits the label in their own browser, on their player.
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`/?board=${board.id}`);
  await tiles(ownerPage).first().click({ button: 'right' });
  await ownerPage.getByRole('button', { name: 'Edit Airhorn' }).click();
  const editor = ownerPage.getByRole('dialog', { name: 'Edit button' });
  await editor.getByLabel('Label').fill('Foghorn');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(tiles(ownerPage).first()).toContainText('Foghorn');

  await expect(tiles(page)).toHaveText(['Foghorn', 'Drumroll'], { timeout: 15_000 });
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await owner.close();
});

test("another user's like moves the count on the viewer's open /popular", async ({
  page,
  browser,
}) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const name = `Counted ${randomUUID().slice(0, 6)}`;
  const board = await publicBoardWithSounds(owner.request, name, ['Airhorn']);
  const fan = await browser.newContext();
  await signUpThroughApi(fan);
  const first = await fan.request.put(`/api/boards/${board.id}/like`);
  expect(first.status()).toBe(200);

  await page.goto('/popular');
  const like = page
    .locator(`[data-popular-board="${board.id}"]`)
    .getByRole('button', { name: /^Like Counted/ });
  await expect(like).toHaveAccessibleName(`Like ${name}, 1 like`);
  const second = await owner.request.put(`/api/boards/${board.id}/like`);
  expect(second.status()).toBe(200);
  await expect(like).toHaveAccessibleName(`Like ${name}, 2 likes`, { timeout: 15_000 });
  await owner.close();
  await fan.close();
});
