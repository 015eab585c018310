import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { BOARD_MESSAGES } from '../../src/shared/board-messages.ts';
import { GUEST_MESSAGES } from '../../src/shared/guest-messages.ts';
import { SOUND_MESSAGES } from '../../src/shared/sound-messages.ts';
import { expectTilePlays } from './tile-plays.ts';

/** /auth → Continue as a guest: My Boards, with the Guest bar (decision 061). */
export async function continueAsGuest(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: GUEST_MESSAGES.continueAsGuest }).click();
  await expect(page).toHaveURL(/\/my-boards$/);
  await expect(page.getByRole('region', { name: GUEST_MESSAGES.marker })).toContainText(
    GUEST_MESSAGES.createAccountHint,
  );
}

/** A new user's "/" opens the create dialog: a board of that name. */
export async function createBoardInUi(page: Page, name: string) {
  await page.goto('/');
  const create = page.getByRole('dialog', { name: BOARD_MESSAGES.createDialogTitle });
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: BOARD_MESSAGES.createAction }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** My Sounds → Create Sound → Upload. */
export async function uploadSoundInUi(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.goto('/my-sounds');
  await page
    .getByRole('button', { name: /Create (Your First )?Sound/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create Sound' });
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await dialog.getByLabel('Audio file').setInputFiles(file);
  const name = file.name.replace(/\.[^.]+$/, '');
  await dialog.getByRole('button', { name: 'Upload Sound' }).click();
  await expect(page.getByText(SOUND_MESSAGES.created(name))).toBeVisible();
}

/** My Sounds → Add to board. */
export async function addToBoard(page: Page, sound: string, board: string) {
  await page.getByRole('button', { name: `Add ${sound} to a board` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to board' });
  await dialog.getByRole('button', { name: board }).click();
  // The toast of an earlier add may still be showing: the newest one.
  await expect(page.getByText(SOUND_MESSAGES.addedToBoard).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The tile plays (its progress bar moves); Escape then leaves the board quiet for the next step. */
export async function playsOnPress(page: Page, label: string) {
  await expectTilePlays(page, label);
  await page.keyboard.press('Escape');
}

/** Whether this browser still holds a guest database. */
export const holdsGuestData = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).some((database) => database.name === 'soundboard-guest'),
  );
