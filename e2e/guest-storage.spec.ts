import { GUEST_MESSAGES } from '../src/shared/guest-messages.ts';
import { makeWav } from './fixtures/audio.ts';
import { continueAsGuest } from './support/guest.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/test.ts';

test('a guest whose browser storage is full is told so, and what is used and left is shown', async ({
  page,
  context,
}) => {
  await continueAsGuest(page);
  await expect(page.getByTestId('guest-storage')).toContainText('MB used in this browser');
  // A small quota for this origin (Chromium's DevTools protocol): the upload cannot be kept.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(page.url()).origin,
    quotaSize: 64 * 1024,
  });
  await page.goto('/my-sounds');
  await page
    .getByRole('button', { name: /Create (Your First )?Sound/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create Sound' });
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await dialog.getByLabel('Audio file').setInputFiles({
    name: 'long.wav',
    mimeType: 'audio/wav',
    buffer: Buffer.from(makeWav({ seconds: 20 })),
  });
  await dialog.getByRole('button', { name: 'Upload Sound' }).click();
  await expect(page.getByText(GUEST_MESSAGES.storageFull).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/guest/storage-full-desktop.png' });
  await expectNoSeriousA11yViolations(page);
});
