import type { Page } from '@playwright/test';
import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import { GIF_MESSAGES } from '../src/shared/gif-messages.ts';
import { GIF_SEARCH } from '../src/shared/limits.ts';
import { PROFILE_MESSAGES } from '../src/shared/profile-messages.ts';
import type { Board } from '../src/shared/schemas/board.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi, tiles } from './support/boards.ts';
import { expect, expectHttpError, expectNoSeriousA11yViolations, test } from './support/test.ts';

/** Opens the board's Edit drawer and the GIF picker from its Customize Background card. */
async function openBoardPicker(page: Page, boardId: string) {
  await page.goto(`/?board=${boardId}`);
  await page.getByRole('button', { name: 'Edit board' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit board' });
  await drawer.getByRole('button', { name: GIF_MESSAGES.searchGifs }).click();
  const picker = page.getByRole('dialog', { name: GIF_MESSAGES.dialogTitle });
  await expect(picker).toBeVisible();
  return picker;
}

const gifButtons = (picker: ReturnType<Page['getByRole']>) =>
  picker.getByRole('list', { name: 'GIF results' }).getByRole('button');

test('search → results → pick sets the board background; trending first, 20 shown', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Giffy');
  const picker = await openBoardPicker(page, board.id);
  await expect(picker.getByText(GIF_MESSAGES.initial)).toBeVisible();
  await expect(gifButtons(picker)).toHaveCount(GIF_SEARCH.defaultLimit);
  await expect(picker.getByRole('button', { name: 'trending GIF 1', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await picker.getByRole('searchbox', { name: GIF_MESSAGES.searchLabel }).fill('cats');
  const cat = picker.getByRole('button', { name: 'cats GIF 3', exact: true });
  await expect(cat).toBeVisible();
  await cat.click();
  await expect(page.getByText(BOARD_MESSAGES.backgroundUpdated)).toBeVisible();
  await expect(picker).toBeHidden();
  const saved = (await (await page.request.get(`/api/boards/${board.id}`)).json()) as Board;
  expect(saved.background_image_url).toMatch(/\/files\/board-backgrounds\/.+\.gif$/);
  const file = await page.request.get(saved.background_image_url!);
  expect((await file.body()).subarray(0, 6).toString('ascii')).toBe('GIF89a');
});

test('variants over 5 MB are skipped with the quality toast; all too large is refused', async ({
  page,
  context,
}) => {
  // Previews over GIF_MEDIA_MAX_BYTES are refused by the media proxy (decision 041): broken images, not faults.
  expectHttpError(page, /\/api\/functions\/gif-proxy\/media$/, 413);
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Big GIFs');
  const picker = await openBoardPicker(page, board.id);
  const search = picker.getByRole('searchbox', { name: GIF_MESSAGES.searchLabel });

  await search.fill('huge');
  await picker.getByRole('button', { name: 'huge GIF 1', exact: true }).click();
  await expect(page.getByText(GIF_MESSAGES.tooLarge)).toBeVisible();
  await expect(picker).toBeVisible();

  await search.fill('oversize');
  await picker.getByRole('button', { name: 'oversize GIF 2', exact: true }).click();
  await expect(page.getByText(GIF_MESSAGES.usingQuality('medium'))).toBeVisible();
  await expect(page.getByText(BOARD_MESSAGES.backgroundUpdated)).toBeVisible();
  const saved = (await (await page.request.get(`/api/boards/${board.id}`)).json()) as Board;
  expect(saved.background_image_url).toMatch(/\.gif$/);
});

test('empty and failing searches explain themselves; Escape closes the picker', async ({
  page,
  context,
}) => {
  expectHttpError(page, /\/api\/functions\/gif-proxy$/, 502);
  expectHttpError(page, /\/api\/functions\/gif-proxy\/media$/, 502);
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Quiet');
  const picker = await openBoardPicker(page, board.id);
  const search = picker.getByRole('searchbox', { name: GIF_MESSAGES.searchLabel });

  await search.fill('gone');
  await picker.getByRole('button', { name: 'gone GIF 1', exact: true }).click();
  await expect(page.getByText(GIF_MESSAGES.downloadFailed)).toBeVisible();

  await search.fill('nothing');
  await expect(picker.getByText(GIF_MESSAGES.empty)).toBeVisible();
  await search.fill('broken');
  // The provider's failure reads as what happened and what to do, not as the proxy's HTTP status line.
  await expect(picker.getByRole('alert')).toHaveText(GIF_MESSAGES.upstreamFailed(500));
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Edit board' })).toBeVisible();
});

test('a GIF becomes the avatar within 2 MB (the 3 MB small variant is skipped)', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  await page.goto('/my-account');
  await page.getByRole('button', { name: GIF_MESSAGES.searchGifs }).click();
  const picker = page.getByRole('dialog', { name: GIF_MESSAGES.dialogTitle });
  await picker.getByRole('searchbox', { name: GIF_MESSAGES.searchLabel }).fill('avatar');
  await picker.getByRole('button', { name: 'avatar GIF 1', exact: true }).click();
  await expect(page.getByText(GIF_MESSAGES.usingQuality('downsampled'))).toBeVisible();
  await expect(page.getByText(PROFILE_MESSAGES.avatarUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change avatar' }).locator('img')).toHaveAttribute(
    'src',
    /^\/files\/avatars\/.+\.gif$/,
  );
});

test('a button background from a GIF whose size comes from a HEAD request', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Buttons');
  await page.goto(`/?board=${board.id}`);
  await tiles(page).first().click({ button: 'right' });
  await page.getByRole('button', { name: `Edit ${BOARD_MESSAGES.emptyButton}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit button' });
  await editor.getByRole('button', { name: GIF_MESSAGES.searchGifs }).click();
  const picker = page.getByRole('dialog', { name: GIF_MESSAGES.dialogTitle });
  await picker.getByRole('searchbox', { name: GIF_MESSAGES.searchLabel }).fill('nosize');
  await picker.getByRole('button', { name: 'nosize GIF 1', exact: true }).click();
  await expect(page.getByText(BOARD_MESSAGES.buttonBackgroundUpdated)).toBeVisible();
  const saved = (await (await page.request.get(`/api/boards/${board.id}`)).json()) as Board;
  expect(saved.soundboard_buttons[0]?.background_image_url).toMatch(/\.gif$/);
});

test('the create-board dialog takes a GIF as the new board background', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: BOARD_MESSAGES.createDialogTitle });
  await dialog.getByRole('button', { name: GIF_MESSAGES.searchGifs }).click();
  const picker = page.getByRole('dialog', { name: GIF_MESSAGES.dialogTitle });
  await picker.getByRole('button', { name: 'trending GIF 2', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByText(BOARD_MESSAGES.backgroundChosen('trending-1.gif'))).toBeVisible();
  await dialog.getByLabel('Name').fill('Animated');
  await dialog.getByRole('button', { name: BOARD_MESSAGES.createAction }).click();
  await expect(page.getByText(BOARD_MESSAGES.created('Animated'))).toBeVisible();
  await expect(page.getByTestId('board-surface')).toHaveCSS(
    'background-image',
    /\/files\/board-backgrounds\/.+\.gif/,
  );
});
