import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Sound } from '../src/shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '../src/shared/sound-messages.ts';
import { AUDIO_DECODE_MESSAGES } from '../src/shared/uploads.ts';
import { AAC_MP4, OGG_OPUS, OPUS_WEBM } from './fixtures/encoded-audio.ts';
import { makeAlacM4a, makeMsAdpcmWav } from './fixtures/unplayable-audio.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

// Decision 055: the Upload tab takes every format the browser plays, and refuses, naming it, audio it cannot.
// Screenshots go to SHOTS_DIR when it is set.
const SHOTS = process.env.SHOTS_DIR;

async function openUploadTab(page: Page) {
  await page.goto('/my-sounds');
  await page
    .getByRole('button', { name: /Create (Your First )?Sound/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create Sound' });
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  return dialog;
}

test('WebM, Opus and MP4 audio are uploaded from the Upload tab and play', async ({
  page,
  context,
}) => {
  test.slow();
  await signUpThroughApi(context);
  const files = [
    { name: 'recorded.webm', mimeType: 'video/webm', buffer: Buffer.from(OPUS_WEBM) },
    // Linux systems without a type for .opus give the browser none.
    { name: 'voice.opus', mimeType: '', buffer: Buffer.from(OGG_OPUS) },
    { name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from(AAC_MP4) },
  ];
  for (const file of files) {
    const dialog = await openUploadTab(page);
    const input = dialog.getByLabel('Audio file');
    // The picker offers them (its accept lists the video/* types and the extensions).
    const accept = (await input.getAttribute('accept')) ?? '';
    expect(accept.split(',')).toEqual(expect.arrayContaining(['video/webm', 'video/mp4', '.opus']));
    await input.setInputFiles(file);
    const name = file.name.replace(/\.[^.]+$/, '');
    await expect(dialog.getByLabel('Sound name')).toHaveValue(name);
    await dialog.getByRole('button', { name: 'Upload Sound' }).click();
    await expect(page.getByText(SOUND_MESSAGES.created(name))).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  const sounds = (await (await context.request.get('/api/sounds')).json()) as Sound[];
  expect(sounds.map((sound) => sound.file_path?.split('.').pop()).sort()).toEqual([
    'mp4',
    'opus',
    'webm',
  ]);
  await page.getByRole('button', { name: 'Play recorded' }).click();
  await expect(page.getByRole('button', { name: 'Play recorded' })).toBeVisible();
});

test('an ALAC .m4a and an MS-ADPCM .wav are refused before upload, naming the format; an unreadable file too', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/sounds'))
      uploads.push(request.url());
  });
  const dialog = await openUploadTab(page);
  const input = dialog.getByLabel('Audio file');
  const cases = [
    {
      file: { name: 'lossless.m4a', mimeType: 'audio/x-m4a', buffer: Buffer.from(makeAlacM4a()) },
      message: AUDIO_DECODE_MESSAGES.unplayable('Apple Lossless (ALAC)'),
    },
    {
      file: { name: 'old.wav', mimeType: 'audio/wav', buffer: Buffer.from(makeMsAdpcmWav()) },
      message: AUDIO_DECODE_MESSAGES.unplayable('MS-ADPCM'),
    },
    // Not named by its header: the browser's decoder is asked, and cannot read it.
    {
      file: { name: 'broken.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('not really audio') },
      message: AUDIO_DECODE_MESSAGES.undecodable,
    },
  ];
  for (const [index, { file, message }] of cases.entries()) {
    await input.setInputFiles(file);
    await expect(dialog.getByText(message)).toBeVisible();
    if (index === 0) {
      await expectNoSeriousA11yViolations(page);
      for (const viewport of Object.values(VIEWPORTS)) {
        if (!SHOTS) break;
        await page.setViewportSize(viewport);
        await page.screenshot({
          path: path.join(SHOTS, `upload-unplayable-${viewport.width}.png`),
        });
      }
    }
    await dialog.getByLabel('Sound name').fill('Anything');
    await dialog.getByRole('button', { name: 'Upload Sound' }).click();
    // The file was dropped: the form asks for one, and nothing went to the server.
    await expect(dialog.getByText(SOUND_MESSAGES.fileOrUrlRequired)).toBeVisible();
  }
  expect(uploads).toEqual([]);
});
