import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { AUTH_MESSAGES } from '../src/shared/auth-messages.ts';
import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import { GUEST_MESSAGES } from '../src/shared/guest-messages.ts';
import { SOUND_MESSAGES } from '../src/shared/sound-messages.ts';
import { STORAGE_MESSAGES } from '../src/shared/storage-quota.ts';
import { TRASH_TEXT } from '../src/shared/trash-messages.ts';
import type { Board } from '../src/shared/schemas/board.ts';
import { makeWav } from './fixtures/audio.ts';
import { TEST_PASSWORD } from './support/accounts.ts';
import {
  addToBoard,
  continueAsGuest,
  createBoardInUi,
  holdsGuestData,
  playsOnPress,
  uploadSoundInUi,
} from './support/guest.ts';
import {
  expect,
  expectHttpError,
  expectNoSeriousA11yViolations,
  test,
  VIEWPORTS,
} from './support/test.ts';

const TONE = {
  name: 'tone.wav',
  mimeType: 'audio/wav',
  buffer: Buffer.from(makeWav({ seconds: 3 })),
};

/** From the Guest bar to a new account, through the sign-up form. */
async function signUpFromGuestBar(page: Page) {
  await page.getByRole('link', { name: GUEST_MESSAGES.createAccountHint }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: AUTH_MESSAGES.signUpTitle }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(`guest-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: AUTH_MESSAGES.signUpSubmit }).click();
  return page.getByRole('alertdialog', { name: GUEST_MESSAGES.claimTitle });
}

test('claim at sign-up moves the guest board and its sound into the account, and it plays from the server', async ({
  page,
  context,
}) => {
  test.slow();
  await continueAsGuest(page);
  await createBoardInUi(page, 'Guest party');
  await uploadSoundInUi(page, TONE);
  await addToBoard(page, 'tone', 'Guest party');

  const ask = await signUpFromGuestBar(page);
  await expect(ask).toContainText(GUEST_MESSAGES.claimBody(1, 1));
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `/tmp/shots/guest/claim-${label}.png` });
  }
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: GUEST_MESSAGES.claimKeep }).click();
  await expect(page.getByText(GUEST_MESSAGES.claimDone(1, 1))).toBeVisible();
  await expect(ask).toBeHidden();
  expect(await holdsGuestData(page)).toBe(false);

  const boards = (await (await context.request.get('/api/boards')).json()) as Board[];
  expect(boards.map((board) => board.name)).toEqual(['Guest party']);
  const button = boards[0]!.soundboard_buttons.find((b) => b.sound);
  expect(button?.sound?.name).toBe('tone');
  expect(button?.sound?.url).toMatch(/^\/files\/sounds\//);

  await page.goto(`/?board=${boards[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest party' })).toBeVisible();
  await expect(page.getByRole('region', { name: GUEST_MESSAGES.marker })).toHaveCount(0);
  await playsOnPress(page, 'tone');
});

test('a claim moves the guest trash into the account’s trash, where it can be restored', async ({
  page,
  context,
}) => {
  test.slow();
  await continueAsGuest(page);
  await createBoardInUi(page, 'Keeper');
  await page.goto('/my-boards');
  await page.getByRole('button', { name: BOARD_MESSAGES.createAction }).first().click();
  const create = page.getByRole('dialog', { name: BOARD_MESSAGES.createDialogTitle });
  await create.getByLabel('Name').fill('Old draft');
  await create.getByRole('button', { name: BOARD_MESSAGES.createAction }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Old draft' })).toBeVisible();
  await uploadSoundInUi(page, TONE);
  // Other audio than tone's: the same audio would be tone itself in the account (decision 054).
  await uploadSoundInUi(page, {
    ...TONE,
    name: 'scrap.wav',
    buffer: Buffer.from(makeWav({ seconds: 1, frequency: 660 })),
  });
  // The guest moves a board and a sound to the guest trash.
  await page.getByRole('button', { name: 'Delete scrap' }).click();
  await page.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(page.getByText(SOUND_MESSAGES.movedToTrash)).toBeVisible();
  await page.goto('/my-boards');
  await page.getByRole('link', { name: /Old draft/ }).click({ button: 'right' });
  await page.getByRole('button', { name: 'Delete Old draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText(BOARD_MESSAGES.movedToTrash)).toBeVisible();

  const ask = await signUpFromGuestBar(page);
  await expect(ask).toContainText(GUEST_MESSAGES.claimBody(1, 1, 2));
  await ask.getByRole('button', { name: GUEST_MESSAGES.claimKeep }).click();
  await expect(page.getByText(GUEST_MESSAGES.claimDone(1, 1, 2))).toBeVisible();
  expect(await holdsGuestData(page)).toBe(false);

  const boards = (await (await context.request.get('/api/boards')).json()) as Board[];
  expect(boards.map((board) => board.name)).toEqual(['Keeper']);
  await page.goto('/trash');
  await expect(page.getByRole('tab', { name: /Soundboards\s*1/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Sounds\s*1/ })).toBeVisible();
  const draft = page.getByRole('listitem').filter({ hasText: 'Old draft' });
  await draft.getByRole('button', { name: TRASH_TEXT.restore, exact: true }).click();
  await expect(draft).toHaveCount(0);
  const restored = (await (await context.request.get('/api/boards')).json()) as Board[];
  expect(restored.map((board) => board.name).sort()).toEqual(['Keeper', 'Old draft']);
});

test('declining keeps the guest boards in this browser, and the question is not asked on every page', async ({
  page,
  context,
}) => {
  await continueAsGuest(page);
  await createBoardInUi(page, 'Kept here');

  const ask = await signUpFromGuestBar(page);
  await expect(ask).toContainText(GUEST_MESSAGES.claimBody(1, 0));
  await ask.getByRole('button', { name: GUEST_MESSAGES.claimDecline }).click();
  await expect(page.getByText(GUEST_MESSAGES.claimDeclined)).toBeVisible();
  await expect(ask).toBeHidden();
  expect(await (await context.request.get('/api/boards')).json()).toEqual([]);
  expect(await holdsGuestData(page)).toBe(true);

  await page.goto('/my-sounds');
  await expect(page.getByRole('heading', { level: 1, name: 'My Sounds' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a claim the account refuses keeps the guest boards in this browser and says why', async ({
  page,
  context,
}) => {
  await continueAsGuest(page);
  await createBoardInUi(page, 'Too big to move');
  const ask = await signUpFromGuestBar(page);
  // Only the network is simulated: the account's restore answers as a full quota does (413).
  await page.route('**/api/me/library/restore', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'payload_too_large', message: STORAGE_MESSAGES.quotaExceeded },
      }),
    }),
  );
  expectHttpError(page, /\/api\/me\/library\/restore$/, 413);
  await ask.getByRole('button', { name: GUEST_MESSAGES.claimKeep }).click();
  await expect(
    page.getByText(GUEST_MESSAGES.claimFailed(STORAGE_MESSAGES.quotaExceeded)),
  ).toBeVisible();
  expect(await holdsGuestData(page)).toBe(true);
  expect(await (await context.request.get('/api/boards')).json()).toEqual([]);
});
