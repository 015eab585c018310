import { randomUUID } from 'node:crypto';
import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import { OWNER_MENU_MESSAGES } from '../src/shared/owner-menu-messages.ts';
import { PROFILE_LINK_MESSAGES, PROFILE_MESSAGES } from '../src/shared/profile-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi, dismissToasts, tiles } from './support/boards.ts';
import { expect, expectHttpError, test, VIEWPORTS } from './support/test.ts';

// The owner's board, profile link and keyboard paths.

test('the profile follows a new username, the old one stops resolving; the link copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpThroughApi(context);
  const first = `jo_${randomUUID().slice(0, 6)}`;
  const renamed = `streamer_jo_${randomUUID().slice(0, 4)}`;
  await page.goto('/my-account');
  for (const username of [first, renamed]) {
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByLabel(PROFILE_LINK_MESSAGES.label)).toHaveValue(
      new RegExp(`/profile/${username}$`),
    );
  }
  await page.getByRole('button', { name: PROFILE_LINK_MESSAGES.copy, exact: true }).click();
  await expect(page.getByText(PROFILE_LINK_MESSAGES.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/profile/${renamed}$`),
  );

  await page.goto(`/profile/${renamed}`);
  await expect(page.getByText(`@${renamed}`)).toBeVisible();
  expectHttpError(page, /^\/api\/profiles\//, 404);
  await page.goto(`/profile/${first}`);
  await expect(
    page.getByRole('heading', { level: 1, name: PROFILE_MESSAGES.notFoundTitle }),
  ).toBeVisible();
});

test('closing Share or Edit with Escape gives focus back to the button that opened it', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Focus');
  await page.goto(`/?board=${board.id}`);
  for (const [opener, dialog] of [
    ['Share board', 'Share board'],
    ['Edit board', 'Edit board'],
  ] as const) {
    await page.getByRole('button', { name: opener }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: opener })).toBeFocused();
  }
});

test('the floating action menu: Tab reaches its entries and Escape closes it', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Keys');
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: 'Open actions' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('list', { name: 'Board actions' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open actions' })).toBeFocused();
});

test("the owner's /board/{id} shows empty buttons, and Add Button adds a visible one", async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Shared view', ['Intro']);
  await page.goto(`/board/${board.id}`);
  await expect(tiles(page)).toHaveCount(8);
  await expect(page.getByRole('button', { name: BOARD_MESSAGES.emptyButton })).toHaveCount(7);
  await page.getByRole('button', { name: BOARD_MESSAGES.addButton }).click();
  await expect(tiles(page)).toHaveCount(9);
  await page.getByRole('button', { name: BOARD_MESSAGES.emptyButton }).last().click();
  await expect(page.getByRole('dialog', { name: /Add Sound|Assign a sound/ })).toBeVisible();
});

test('the "⋯" menu on a tile and a board card: Edit, Change sound, Delete; the hint shows once', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Menus', ['Airhorn']);
  await page.goto(`/?board=${board.id}`);
  const hint = page.getByRole('complementary', { name: OWNER_MENU_MESSAGES.hintTitle });
  await expect(hint).toContainText(OWNER_MENU_MESSAGES.hint);
  const airhorn = page.locator('[data-tile-id]').filter({ hasText: 'Airhorn' });
  const more = airhorn.getByRole('button', { name: OWNER_MENU_MESSAGES.moreActionsFor('Airhorn') });

  await more.click();
  await page.getByRole('menuitem', { name: OWNER_MENU_MESSAGES.edit }).click();
  await expect(page.getByRole('dialog', { name: 'Edit button' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();

  await more.click();
  await page.getByRole('menuitem', { name: OWNER_MENU_MESSAGES.addSound }).click();
  await expect(page.getByRole('dialog', { name: /Assign a sound to “Airhorn”/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await more.click();
  await page.getByRole('menuitem', { name: OWNER_MENU_MESSAGES.delete }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(BOARD_MESSAGES.buttonRemoved)).toBeVisible();
  await expect(airhorn).toHaveCount(0);

  await hint.getByRole('button', { name: OWNER_MENU_MESSAGES.hintDismiss }).click();
  await expect(hint).toHaveCount(0);
  await page.reload();
  await expect(tiles(page)).toHaveCount(7);
  await expect(hint).toHaveCount(0);

  await page.goto('/my-boards');
  await page.getByRole('button', { name: OWNER_MENU_MESSAGES.boardActions('Menus') }).click();
  await page.getByRole('menuitem', { name: OWNER_MENU_MESSAGES.edit }).click();
  await expect(page.getByRole('dialog', { name: 'Edit board' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: OWNER_MENU_MESSAGES.boardActions('Menus') }).click();
  await page.getByRole('menuitem', { name: OWNER_MENU_MESSAGES.delete }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
});

test('on a phone the floating button covers neither the last tile label nor the Help link', async ({
  page,
  context,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Short', ['One', 'Two']);
  await page.goto(`/?board=${board.id}`);
  await expect(tiles(page)).toHaveCount(8);
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const fab = await page.getByRole('button', { name: 'Open actions' }).boundingBox();
  const help = await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Help' })
    .boundingBox();
  const lastTile = await tiles(page).last().boundingBox();
  const overlaps = (
    a: { x: number; y: number; width: number; height: number } | null,
    b: { x: number; y: number; width: number; height: number } | null,
  ) =>
    Boolean(a && b) &&
    a!.x < b!.x + b!.width &&
    b!.x < a!.x + a!.width &&
    a!.y < b!.y + b!.height &&
    b!.y < a!.y + a!.height;
  expect(overlaps(fab, help), 'FAB over the Help link').toBe(false);
  expect(overlaps(fab, lastTile), 'FAB over the last tile').toBe(false);
});

test('Customize Background: Upload image is one tab stop, not a hidden file input', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Backdrop');
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: 'Edit board' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit board' });
  await expect(drawer).toBeVisible();
  const stops: { tag: string; type: string; text: string; visible: boolean }[] = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement;
        const box = element.getBoundingClientRect();
        return {
          tag: element.tagName,
          type: element.type ?? '',
          text: element.textContent?.trim() ?? '',
          visible: box.width > 2 && box.height > 2 && element.checkVisibility(),
        };
      }),
    );
  }
  expect(stops.filter((stop) => stop.type === 'file')).toEqual([]);
  expect(stops.filter((stop) => !stop.visible)).toEqual([]);
  expect(stops).toContainEqual(
    expect.objectContaining({ tag: 'BUTTON', text: 'Upload image', visible: true }),
  );
});

test('keyboard rearrange announces button labels and positions, not ids', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Announce', ['Intro', 'Outro']);
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: 'Rearrange' }).click();
  await page.getByRole('button', { name: 'Drag Outro' }).focus();
  await page.keyboard.press('Space');
  const live = page.locator('#drag-live-region');
  await expect(live).toHaveText('Picked up Outro at position 2 of 8.');
  await page.keyboard.press('Escape');
  await expect(live).toHaveText('Moving Outro was cancelled; it stays at position 2 of 8.');
  const description = page.locator('#drag-instructions');
  await expect(description).toHaveText(/To move this button/);
});
