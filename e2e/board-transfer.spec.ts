import { BOARD_TRANSFER_MESSAGES as M } from '../src/shared/board-transfer.ts';
import { PWA_MESSAGES } from '../src/shared/pwa-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { expect, test } from './support/test.ts';

// Export and import (decision 038): a board leaves as one .zip and comes back as a new board elsewhere.
test('export a board as a .zip, import it in another account, and play it there', async ({
  browser,
  baseURL,
}, testInfo) => {
  const owner = await browser.newContext({ baseURL });
  await signUpThroughApi(owner);
  const board = await publicBoardWithSounds(owner.request, 'Road Trip', ['Honk', 'Beep'], 2);
  const page = await owner.newPage();
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: 'Edit board' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit board' });
  const exportButton = drawer.getByRole('button', { name: M.export });
  await expect(exportButton).toHaveAccessibleDescription(M.exportHint);
  for (const [name, width, height] of [
    ['phone', 390, 844],
    ['tablet', 820, 1180],
    ['desktop', 1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await exportButton.scrollIntoViewIfNeeded();
    await expect(exportButton).toBeInViewport();
    await page.screenshot({ path: `e2e/.output/screenshots/board-export-${name}.png` });
  }

  // Without a connection the export says why on the page, and the drawer stays.
  await owner.setOffline(true);
  await exportButton.click();
  await expect(page.getByText(`${M.exportFailed} ${PWA_MESSAGES.offlineAction}`)).toBeVisible();
  await expect(drawer).toBeVisible();
  await owner.setOffline(false);

  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  await expect(page.getByText(M.exported)).toBeVisible();
  expect(download.suggestedFilename()).toBe('road-trip.soundboard.zip');
  const archive = testInfo.outputPath('road-trip.soundboard.zip');
  await download.saveAs(archive);
  await owner.close();

  const other = await browser.newContext({ baseURL });
  await signUpThroughApi(other);
  const importer = await other.newPage();
  await importer.goto('/my-boards');
  await expect(importer.getByRole('button', { name: M.import })).toBeVisible();
  await importer.getByLabel(M.chooseFile).setInputFiles(archive);
  await expect(importer.getByText(M.imported('Road Trip'))).toBeVisible();
  await expect(importer).toHaveURL(/\/\?board=/);
  expect(importer.url()).not.toContain(board.id);
  await expect(importer.getByRole('heading', { level: 1, name: 'Road Trip' })).toBeVisible();
  const honk = importer.getByRole('button', { name: 'Honk', exact: true });
  await honk.click();
  await expect(honk).toHaveAttribute('aria-pressed', 'true');
  await importer.screenshot({ path: 'e2e/.output/screenshots/board-imported.png' });

  // Something that is not a board archive is refused with its reason, and nothing is added.
  await importer.goto('/my-boards');
  await importer.getByLabel(M.chooseFile).setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('not a zip'),
  });
  await expect(importer.getByText(M.notZip)).toBeVisible();
  await expect(
    importer.getByRole('list', { name: 'Your boards' }).getByRole('listitem'),
  ).toHaveCount(1);
  await other.close();
});
