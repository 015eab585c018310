import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import { GUEST_MESSAGES } from '../src/shared/guest-messages.ts';
import { SOUND_MESSAGES } from '../src/shared/sound-messages.ts';
import { makeWav } from './fixtures/audio.ts';
import { CHROMIUM_FLAGS, MEDIA_FLAGS } from './support/chromium-flags.ts';
import { findChromium } from './support/find-chromium.ts';
import { addToBoard, continueAsGuest, playsOnPress } from './support/guest.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

/** Guest mode (decision 061): everything in the browser, the app shell from the worker when offline. */
test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS] },
});

const TONE = {
  name: 'tone.wav',
  mimeType: 'audio/wav',
  buffer: Buffer.from(makeWav({ seconds: 3 })),
};

test('a guest builds a board with a recorded and an uploaded sound, plays it, and again offline after a reload', async ({
  page,
  context,
}) => {
  test.slow();
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() !== 'GET') requests.push(url.pathname);
  });
  await continueAsGuest(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/');
  const create = page.getByRole('dialog', { name: BOARD_MESSAGES.createDialogTitle });
  await create.getByLabel('Name').fill('Guest party');
  await create.getByRole('button', { name: BOARD_MESSAGES.createAction }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guest party' })).toBeVisible();
  await expect(page.getByRole('button', { name: BOARD_MESSAGES.emptyButton })).toHaveCount(8);

  await page.goto('/my-sounds');
  await expect(page.getByText(GUEST_MESSAGES.mayNotPersist)).toBeVisible();
  await page.getByRole('button', { name: SOUND_MESSAGES.createFirst }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Sound' });
  await dialog.getByLabel('Sound name').fill('Clip');
  await dialog.getByRole('button', { name: 'Start Recording' }).click();
  await expect(dialog.getByText('0:01')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stop Recording' }).click();
  await dialog.getByRole('button', { name: 'Save Recording' }).click();
  await expect(page.getByText(SOUND_MESSAGES.created('Clip'))).toBeVisible();

  await page.getByRole('button', { name: 'Create Sound' }).click();
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await dialog.getByLabel('Audio file').setInputFiles(TONE);
  await dialog.getByRole('button', { name: 'Upload Sound' }).click();
  await expect(page.getByText(SOUND_MESSAGES.created('tone'))).toBeVisible();
  await expect(page.getByTestId('guest-storage')).toContainText('MB used in this browser');

  await addToBoard(page, 'tone', 'Guest party');
  await addToBoard(page, 'Clip', 'Guest party');
  await page.goto('/my-boards');
  await page
    .getByRole('link', { name: /Guest party/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guest party' })).toBeVisible();
  await playsOnPress(page, 'tone');
  await playsOnPress(page, 'Clip');
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `/tmp/shots/guest/board-${label}.png`, fullPage: true });
  }
  await expectNoSeriousA11yViolations(page);

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Guest party' })).toBeVisible();
  await playsOnPress(page, 'tone');
  await playsOnPress(page, 'Clip');
  await context.setOffline(false);

  // Nothing of the guest's reached the server.
  expect(requests).toEqual([]);
});

test('a second guest in another browser profile sees nothing of the first', async ({
  page,
  browser,
}) => {
  await continueAsGuest(page);
  await page.goto('/');
  const create = page.getByRole('dialog', { name: BOARD_MESSAGES.createDialogTitle });
  await create.getByLabel('Name').fill('First guest board');
  await create.getByRole('button', { name: BOARD_MESSAGES.createAction }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'First guest board' })).toBeVisible();

  const other = await browser.newContext();
  const second = await other.newPage();
  await continueAsGuest(second);
  await second.goto('/my-boards');
  await expect(second.getByText('First guest board')).toHaveCount(0);
  await other.close();
});
