import { readFile } from 'node:fs/promises';
import { LIBRARY_ARCHIVE, LIBRARY_BACKUP_MESSAGES as M } from '../src/shared/board-transfer.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { expect, expectHttpError, expectNoSeriousA11yViolations, test } from './support/test.ts';

// Decision 054: Account Settings' Backup downloads the whole library; restoring it merges (nothing twice).
test('backs up the library from Account Settings and restores it without storing a sound twice', async ({
  page,
}) => {
  await signUpThroughApi(page.context());
  await publicBoardWithSounds(page.request, 'Stage', ['Horn'], 0.3);
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: M.title })).toBeVisible();

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: M.backup }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(LIBRARY_ARCHIVE.fileName);
  await expect(page.getByText(M.backedUp)).toBeVisible();
  const bytes = await readFile(await download.path());

  await page.getByLabel(M.chooseFile).setInputFiles({
    name: LIBRARY_ARCHIVE.fileName,
    mimeType: 'application/zip',
    buffer: bytes,
  });
  // Into the account it came from: its board is there already, and its sound (decision 062).
  await expect(page.getByText(M.restored(0, 0, 1, 1))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 820, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { name: M.title }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/backup/account-${width}.png` });
  }

  // Not a backup: the reason is said.
  expectHttpError(page, /\/api\/me\/library\/restore$/, 400);
  await page.getByLabel(M.chooseFile).setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK\u0003\u0004 not really a zip'),
  });
  await expect(page.getByText(M.restoreFailed)).toBeVisible();
});
