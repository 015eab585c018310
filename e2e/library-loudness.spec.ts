import type { Sound } from '../src/shared/schemas/sound.ts';
import { makeWav } from './fixtures/audio.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

// Decision 036: a sound never measured (a URL sound; here one made through the API, which no page measured)
// is measured when its owner first plays it anywhere, My Sounds included, not only on a board.

test('a sound never measured is measured on its first play in My Sounds', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const created = await context.request.post('/api/sounds', {
    multipart: {
      name: 'Fetched',
      file: { name: 'tone.wav', mimeType: 'audio/wav', buffer: Buffer.from(makeWav()) },
    },
  });
  expect(created.status()).toBe(201);
  const sound = (await created.json()) as Sound;
  expect(sound.loudness_gain_db).toBeNull();

  await page.goto('/my-sounds');
  await page.getByRole('button', { name: 'Play Fetched' }).click();
  await expect
    .poll(async () => {
      const sounds = (await (await context.request.get('/api/sounds')).json()) as Sound[];
      return sounds.find((s) => s.id === sound.id)?.loudness_gain_db ?? null;
    })
    // Its gain to the target (the figure itself is the loudness tests' business).
    .toEqual(expect.any(Number));
});
