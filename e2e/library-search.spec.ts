import type { APIRequestContext } from '@playwright/test';
import type { Sound } from '../src/shared/schemas/sound.ts';
import { LIBRARY_MESSAGES as M } from '../src/shared/sound-library.ts';
import { makeWav } from './fixtures/audio.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi } from './support/boards.ts';
import { expect, test, VIEWPORTS } from './support/test.ts';

// The sound library (decision 037): tags, search and play counts.

async function upload(request: APIRequestContext, name: string) {
  const response = await request.post('/api/sounds', {
    multipart: {
      name,
      file: {
        name: `${name}.wav`,
        mimeType: 'audio/wav',
        buffer: Buffer.from(makeWav({ seconds: 10 })),
      },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Sound;
}

test('tag sounds, search by name and by tag, filter with chips', async ({ page, context }) => {
  await signUpThroughApi(context);
  for (const name of ['Air Horn', 'Crowd Cheer', 'Drum Roll']) await upload(context.request, name);
  await page.goto('/my-sounds');
  const cards = page
    .getByRole('list', { name: 'Sounds' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading'),
    });
  await expect(cards).toHaveCount(3);

  // Tags are typed and added with Enter, saved together.
  await page.getByRole('button', { name: M.editTags('Crowd Cheer') }).click();
  let dialog = page.getByRole('dialog', { name: M.tagsTitle });
  await dialog.getByLabel(M.addTag).fill('Stadium');
  await page.keyboard.press('Enter');
  await dialog.getByLabel(M.addTag).fill('intro');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: M.removeTag('stadium') })).toBeVisible();
  await dialog.getByLabel(M.addTag).fill('a,b');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(M.tagInvalid)).toBeVisible();
  await dialog.getByLabel(M.addTag).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: M.editTags('Air Horn') }).click();
  dialog = page.getByRole('dialog', { name: M.tagsTitle });
  await dialog.getByLabel(M.addTag).fill('intro');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Tags of Air Horn' })).toHaveText('intro');

  // Search by name, then by tag.
  const search = page.getByRole('searchbox', { name: M.search });
  await search.fill('drum');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading')).toHaveText('Drum Roll');
  await search.fill('STADIUM');
  await expect(cards.getByRole('heading')).toHaveText(['Crowd Cheer']);
  await search.fill('kazoo');
  await expect(page.getByText(M.noMatch('kazoo'))).toBeVisible();
  await page.getByRole('button', { name: M.clearSearch }).click();
  await expect(cards).toHaveCount(3);

  // Chips: every chosen tag must be there.
  await page.getByRole('button', { name: M.filterByTag('intro') }).click();
  await expect(cards.getByRole('heading')).toHaveText(['Crowd Cheer', 'Air Horn']);
  await page.getByRole('button', { name: M.filterByTag('stadium') }).click();
  await expect(cards.getByRole('heading')).toHaveText(['Crowd Cheer']);
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `e2e/.output/screenshots/library-search-${name}.png` });
  }
  await page.getByRole('button', { name: M.filterByTag('stadium') }).click();
  await page.getByRole('button', { name: M.filterByTag('intro') }).click();
  await expect(cards).toHaveCount(3);
});

test('plays are counted: the library shows them, and a visitor’s plays on a public board add up', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signUpThroughApi(context);
  const sound = await upload(context.request, 'Ding');
  const board = await createBoardThroughApi(context.request, 'Counted');
  await context.request.patch(
    `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`,
    {
      data: { label: 'Ding', sound_id: sound.id },
    },
  );
  await context.request.patch(`/api/boards/${board.id}`, { data: { is_public: true } });

  await page.goto('/my-sounds');
  await expect(page.getByText(M.plays(0))).toBeVisible();
  await page.getByRole('button', { name: 'Play Ding' }).click();
  // Sent about two seconds after the last play.
  await expect
    .poll(
      async () => {
        const sounds = (await (await context.request.get('/api/sounds')).json()) as Sound[];
        return sounds[0]!.play_count;
      },
      { timeout: 10_000 },
    )
    .toBe(1);
  await page.reload();
  await expect(page.getByText(M.plays(1))).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/board/${board.id}`);
  await expect(visitorPage.getByRole('contentinfo')).toBeAttached();
  const tile = visitorPage.getByRole('button', { name: 'Ding', exact: true });
  await expect(tile).toHaveAccessibleDescription(M.plays(1));
  for (let i = 0; i < 3; i++) {
    await tile.click(); // play
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await tile.click(); // stop: not counted
    await expect(tile).toHaveAttribute('aria-pressed', 'false');
  }
  // Leaving the page sends what is pending at once.
  await visitorPage.goto('/about');
  await expect
    .poll(async () => {
      const sounds = (await (await context.request.get('/api/sounds')).json()) as Sound[];
      return sounds[0]!.play_count;
    })
    .toBe(4);
  await visitorPage.goto(`/board/${board.id}`);
  await expect(visitorPage.getByTestId('tile-plays')).toHaveText(`4${M.plays(4)}`);
  await visitor.close();
});
