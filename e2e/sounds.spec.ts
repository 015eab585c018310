import type { Sound } from '../src/shared/schemas/sound.ts';
import type { Page } from '@playwright/test';
import { USER_STORAGE_QUOTA_BYTES } from '../src/shared/limits.ts';
import { SOUND_MESSAGES } from '../src/shared/sound-messages.ts';
import { STORAGE_MESSAGES, type StorageUsage } from '../src/shared/storage-quota.ts';
import { makeMp3, makeWav } from './fixtures/audio.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { CHROMIUM_FLAGS, MEDIA_FLAGS } from './support/chromium-flags.ts';
import { findChromium } from './support/find-chromium.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

// The standard flags of playwright.config.ts plus a fake microphone that needs no permission prompt.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS],
  },
});

async function uploadSound(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page
    .getByRole('button', { name: /Create (Your First )?Sound/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create Sound' });
  await expect(dialog.getByRole('tab', { name: 'Record' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await dialog.getByLabel('Audio file').setInputFiles(file);
  const name = file.name.replace(/\.[^.]+$/, '');
  await expect(dialog.getByLabel('Sound name')).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Upload Sound' }).click();
  await expect(page.getByText(SOUND_MESSAGES.created(name))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('visitors are sent to sign in', async ({ page }) => {
  await page.goto('/my-sounds');
  await expect(page).toHaveURL(/\/auth$/);
});

test('upload a WAV and an MP3, play with progress that resets, delete to the trash', async ({
  page,
  context,
}) => {
  // Two uploads, a sound played to its end, toasts leaving, axe twice: more than the default budget on a busy machine.
  test.slow();
  await signUpThroughApi(context);
  await page.goto('/my-sounds');
  await expect(page.getByRole('heading', { level: 1, name: 'My Sounds' })).toBeVisible();
  await expect(page.getByText(SOUND_MESSAGES.libraryEmpty)).toBeVisible();
  await expect(
    page.getByText(
      STORAGE_MESSAGES.usage({ used_bytes: 0, quota_bytes: USER_STORAGE_QUOTA_BYTES }),
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await uploadSound(page, {
    name: 'tone.wav',
    mimeType: 'audio/wav',
    buffer: Buffer.from(makeWav({ seconds: 1.5 })),
  });
  await uploadSound(page, {
    name: 'quiet.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from(makeMp3({ frames: 40 })),
  });

  // Loudness (decision 036): measured in the browser right after the upload; silence gets no gain.
  await expect
    .poll(async () => {
      const sounds = (await (await context.request.get('/api/sounds')).json()) as Sound[];
      return sounds.map((sound) => [sound.name, sound.loudness_gain_db === null]);
    })
    .toEqual([
      ['quiet', true],
      ['tone', false],
    ]);

  // The quota line follows the uploads.
  const usage = (await (await context.request.get('/api/me/storage')).json()) as StorageUsage;
  expect(usage.used_bytes).toBeGreaterThan(0);
  await expect(page.getByText(STORAGE_MESSAGES.usage(usage))).toBeVisible();

  // Playing shows progress on the card, and the state resets at the end.
  await page.getByRole('button', { name: 'Play tone' }).click();
  const progress = page.getByRole('progressbar', { name: 'tone progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop tone' })).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(page.getByRole('button', { name: 'Play tone' })).toBeVisible();

  // The MP3 decodes and plays too; a second press stops it.
  await page.getByRole('button', { name: 'Play quiet' }).click();
  await page.getByRole('button', { name: 'Stop quiet' }).click();
  await expect(page.getByRole('button', { name: 'Play quiet' })).toBeVisible();

  // Delete: Cancel keeps the sound, confirming moves it to the trash.
  await page.getByRole('button', { name: 'Delete quiet' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.getByRole('button', { name: 'Delete quiet' }).click();
  await page.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(page.getByText(SOUND_MESSAGES.movedToTrash)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'quiet' })).toBeHidden();
  const library = await context.request.get('/api/sounds');
  expect(((await library.json()) as { name: string }[]).map((s) => s.name)).toEqual(['tone']);
  const trash = (await (await context.request.get('/api/trash')).json()) as {
    sounds: { name: string }[];
  };
  expect(trash.sounds.map((sound) => sound.name)).toEqual(['quiet']);

  // Sonner's rich-colour toasts (app shell) are checked elsewhere; let them leave before axe runs.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: `e2e/.output/screenshots/my-sounds-${label}.png`,
      fullPage: true,
    });
  }
  await expectNoSeriousA11yViolations(page);
});

test('record a clip with the microphone, save it and see it in the library', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  await page.goto('/my-sounds');
  await page.getByRole('button', { name: SOUND_MESSAGES.createFirst }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Sound' });
  const save = dialog.getByRole('button', { name: 'Save Recording' });
  await dialog.getByLabel('Sound name').fill('My first clip');
  await expect(save).toBeDisabled();

  await dialog.getByRole('button', { name: 'Start Recording' }).click();
  await expect(dialog.getByText('0:01')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(dialog.getByLabel('Recording preview')).toBeVisible();
  await expect(save).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'e2e/.output/screenshots/my-sounds-record.png' });

  await dialog.getByLabel('Sound name').fill('   ');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Sound name').fill('My first clip');
  await save.click();
  await expect(page.getByText(SOUND_MESSAGES.created('My first clip'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'My first clip' })).toBeVisible();

  // The dialog opens again on the record tab, empty.
  await page.getByRole('button', { name: 'Create Sound' }).click();
  await expect(dialog.getByRole('tab', { name: 'Record' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByLabel('Sound name')).toHaveValue('');
  await expect(dialog.getByText('0:00')).toBeVisible();
});

test('the URL tab shows the spec messages and blocks saving', async ({ page, context }) => {
  await signUpThroughApi(context);
  await page.goto('/my-sounds');
  await page.getByRole('button', { name: SOUND_MESSAGES.createFirst }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Sound' });
  await dialog.getByRole('tab', { name: 'URL' }).click();
  const url = dialog.getByLabel('Audio URL');
  await url.fill('not a url');
  await url.blur();
  await expect(dialog.getByText(SOUND_MESSAGES.invalidUrl)).toBeVisible();
  await url.fill('https://example.test/page.html');
  await expect(dialog.getByText(SOUND_MESSAGES.notAudioUrl)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add from URL' })).toBeDisabled();
  await url.fill('https://example.test/song.mp3');
  await expect(dialog.getByText(SOUND_MESSAGES.notAudioUrl)).toBeHidden();
  await dialog.getByRole('button', { name: 'Add from URL' }).click();
  await expect(dialog.getByText(SOUND_MESSAGES.nameRequired)).toBeVisible();
});
