import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import { makeWav } from './fixtures/audio.ts';
import { gradientPng } from './fixtures/images.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi, dismissToasts, tiles } from './support/boards.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/test.ts';

test('the first sign-in opens the create dialog; a board with a background has 8 empty tiles', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: BOARD_MESSAGES.createDialogTitle });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const create = dialog.getByRole('button', { name: BOARD_MESSAGES.createAction });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Name').fill('   ');
  await expect(create).toBeDisabled();

  await dialog.getByLabel('Name').fill('  Party Time  ');
  await dialog.getByLabel('Description').fill('Loud things for loud people');
  await dialog
    .getByLabel('Background image')
    .setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: gradientPng() });
  await create.click();

  await expect(page.getByText(BOARD_MESSAGES.created('Party Time'))).toBeVisible();
  await expect(page).toHaveURL(/\/\?board=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Party Time' })).toBeVisible();
  await expect(page.getByText('Loud things for loud people')).toBeVisible();
  await expect(page.getByRole('button', { name: BOARD_MESSAGES.emptyButton })).toHaveCount(8);
  await expect(page.getByTestId('board-surface')).toHaveCSS(
    'background-image',
    /\/files\/board-backgrounds\//,
  );
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});

test('add a button; edit its label, colour and hotkey; a duplicate hotkey is refused', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Editing');
  await page.goto(`/?board=${board.id}`);
  await expect(tiles(page)).toHaveCount(8);

  // The floating menu toggles and closes after a choice.
  await page.getByRole('button', { name: 'Open actions' }).click();
  await expect(page.getByRole('button', { name: BOARD_MESSAGES.newBoard })).toBeVisible();
  await page.getByRole('button', { name: 'Close actions' }).click();
  await expect(page.getByRole('button', { name: BOARD_MESSAGES.newBoard })).toBeHidden();
  await page.getByRole('button', { name: 'Open actions' }).click();
  await page
    .getByRole('list', { name: 'Board actions' })
    .getByRole('button', { name: 'Add Button' })
    .click();
  await expect(page.getByRole('list', { name: 'Board actions' })).toBeHidden();
  await expect(tiles(page)).toHaveCount(9);
  // The dashed tile adds one too.
  await page.getByTestId('button-grid').getByRole('button', { name: 'Add Button' }).click();
  await expect(tiles(page)).toHaveCount(10);

  // The editor opens from a right-click's Edit overlay (sounds: a click on an empty button opens the
  // assign-sound drawer instead, covered in board-sounds.spec.ts).
  await tiles(page).first().click({ button: 'right' });
  await page.getByRole('button', { name: `Edit ${BOARD_MESSAGES.emptyButton}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit button' });
  await editor.getByLabel('Label').fill('Airhorn');
  await editor.getByLabel('Custom colour').fill('#b91c1c');
  await editor.getByLabel('Hotkey').fill('q');
  await expect(editor.getByLabel('Hotkey')).toHaveValue('Q');
  await expectNoSeriousA11yViolations(page);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(BOARD_MESSAGES.buttonUpdatedSuccessfully)).toBeVisible();
  await expect(editor).toBeHidden();
  // Without a sound the button still looks empty (decision 019): no colour, no hotkey that does nothing.
  const tile = page.locator(`[data-tile-id="${board.soundboard_buttons[0]!.id}"]`);
  const airhorn = tile.getByTestId('board-tile');
  await expect(airhorn).toHaveAccessibleName(BOARD_MESSAGES.emptyButtonNamed('Airhorn'));
  await expect(airhorn).not.toHaveAttribute('aria-keyshortcuts');
  await expect(tile.getByTestId('tile-hotkey')).toHaveCount(0);
  await expect(tile).toHaveAttribute('data-look', 'empty');
  // Given a sound, it wears the colour, a contrasting label and its hotkey.
  const sound = await page.request.post('/api/sounds', {
    multipart: {
      name: 'horn',
      file: { name: 'horn.wav', mimeType: 'audio/wav', buffer: Buffer.from(makeWav()) },
    },
  });
  expect(sound.status()).toBe(201);
  const patched = await page.request.patch(
    `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`,
    { data: { sound_id: ((await sound.json()) as { id: string }).id } },
  );
  expect(patched.status()).toBe(200);
  await page.reload();
  await expect(airhorn).toHaveAccessibleName('Airhorn');
  await expect(airhorn).toHaveAttribute('aria-keyshortcuts', 'Q');
  await expect(tile.getByTestId('tile-hotkey')).toHaveText('Q');
  await expect(airhorn).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(tile).toHaveCSS('background-color', 'rgb(185, 28, 28)');

  await tiles(page).nth(1).click({ button: 'right' });
  await page.getByRole('button', { name: `Edit ${BOARD_MESSAGES.emptyButton}` }).click();
  await editor.getByLabel('Hotkey').fill('Q');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText(BOARD_MESSAGES.hotkeyTaken)).toBeVisible();
  await expect(editor).toBeVisible();
});

test('long press and right-click reveal Edit and Delete; a click outside hides them', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Pressing', ['One', 'Two']);
  await page.goto(`/?board=${board.id}`);
  const one = page.getByRole('button', {
    name: BOARD_MESSAGES.emptyButtonNamed('One'),
    exact: true,
  });
  const box = (await one.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.getByRole('button', { name: 'Edit One' })).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete One' })).toBeVisible();
  // The board's name is its selector (decision 049): the surface's margin is the place outside.
  await page.getByTestId('board-surface').click({ position: { x: 4, y: 4 } });
  await expect(page.getByRole('button', { name: 'Edit One' })).toBeHidden();

  await page
    .getByRole('button', { name: BOARD_MESSAGES.emptyButtonNamed('Two'), exact: true })
    .click({ button: 'right' });
  await page.getByRole('button', { name: 'Delete Two' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this button?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(BOARD_MESSAGES.buttonRemoved)).toBeVisible();
  await expect(tiles(page)).toHaveCount(7);
});

test('share: copy the link, make the board public, and a visitor sees it', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Shared fun');
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/board/${board.id}`);
  await expect(
    visitorPage.getByRole('heading', { name: BOARD_MESSAGES.boardNotFoundTitle }),
  ).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');

  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: 'Share board' }).click();
  const share = page.getByRole('dialog', { name: 'Share board' });
  await expect(share.getByLabel('Board link')).toHaveValue(new RegExp(`/board/${board.id}$`));
  await share.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText(BOARD_MESSAGES.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(`/board/${board.id}`);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await share.getByRole('switch', { name: 'Public board' }).click();
  await expect(page.getByText(BOARD_MESSAGES.nowPublic)).toBeVisible();
  await expect(share.getByRole('switch', { name: 'Public board' })).toBeChecked();

  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Shared fun' })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Add Button' })).toHaveCount(0);
  // Empty buttons are the owner's business only.
  await expect(visitorPage.getByTestId('board-tile')).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitorPage);
  await visitor.close();

  await share.getByRole('switch', { name: 'Public board' }).click();
  await expect(page.getByText(BOARD_MESSAGES.nowPrivate)).toBeVisible();
});

test('edit board drawer sends changes; My Boards deletes to the trash after confirmation', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Before');
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: 'Edit board' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit board' });
  await expect(
    drawer.getByRole('heading', { name: BOARD_MESSAGES.customizeBackground }),
  ).toBeVisible();
  await drawer.getByLabel('Name').fill('After');
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(BOARD_MESSAGES.updated)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'After' })).toBeVisible();

  await page.goto('/my-boards');
  await expect(page.getByRole('heading', { level: 1, name: 'My Boards' })).toBeVisible();
  const card = page.getByRole('link', { name: /After/ });
  await card.click({ button: 'right' });
  await page.getByRole('button', { name: 'Delete After' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText(BOARD_MESSAGES.movedToTrash)).toBeVisible();
  await expect(page.getByText(BOARD_MESSAGES.noBoards)).toBeVisible();
});

test('a visitor on /my-boards is sent to /auth', async ({ page }) => {
  await page.goto('/my-boards');
  await expect(page).toHaveURL(/\/auth$/);
});
