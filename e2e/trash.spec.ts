import type { APIRequestContext } from '@playwright/test';
import { TRASH_TEXT } from '../src/shared/trash-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { makeWav } from './fixtures/audio.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

async function createBoard(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/boards', { data: { name, description: '' } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function createSound(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/sounds', {
    multipart: {
      name,
      file: {
        name: `${name}.wav`,
        mimeType: 'audio/wav',
        buffer: Buffer.from(makeWav({ seconds: 0.3 })),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function moveToTrash(request: APIRequestContext, path: string) {
  const response = await request.delete(path);
  expect(response.ok(), await response.text()).toBe(true);
}

test('visitors are sent to sign in', async ({ page }) => {
  await page.goto('/trash');
  await expect(page).toHaveURL(/\/auth$/);
});

test('trash: badges, restore, permanent delete, Clear All and the empty state', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const request = context.request;
  const keptBoard = await createBoard(request, 'Restore me');
  const doomedBoard = await createBoard(request, 'Delete me');
  const sound = await createSound(request, 'Trashed beep');
  for (const id of [keptBoard, doomedBoard]) await moveToTrash(request, `/api/boards/${id}`);
  await moveToTrash(request, `/api/sounds/${sound}`);

  await page.goto('/trash');
  await expect(page.getByRole('heading', { level: 1, name: TRASH_TEXT.title })).toBeVisible();
  await expect(page.getByText(TRASH_TEXT.retentionNote)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Soundboards\s*2/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Sounds\s*1/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/.output/screenshots/trash-${name}.png`, fullPage: true });
  }

  // Restore one board: it leaves the trash.
  const restoreCard = page.getByRole('listitem').filter({ hasText: 'Restore me' });
  await restoreCard.getByRole('button', { name: TRASH_TEXT.restore, exact: true }).click();
  await expect(page.getByText('Board restored successfully!')).toBeVisible();
  await expect(restoreCard).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Soundboards\s*1/ })).toBeVisible();

  // Permanently delete the other through the dialog.
  await page.getByRole('button', { name: `${TRASH_TEXT.permanentlyDelete} Delete me` }).click();
  const dialog = page.getByRole('alertdialog', { name: TRASH_TEXT.deleteDialogTitle });
  await expect(dialog.getByText(TRASH_TEXT.deleteDialogBody('soundboard'))).toBeVisible();
  await dialog.getByRole('button', { name: TRASH_TEXT.permanentlyDelete }).click();
  await expect(page.getByText('Board permanently deleted!')).toBeVisible();
  await expect(page.getByText(TRASH_TEXT.noBoards)).toBeVisible();

  // The sound plays from its card, then Clear All takes it with the count in the dialog.
  await page.getByRole('tab', { name: /Sounds/ }).click();
  await expect(page.getByText(TRASH_TEXT.clickToPlay)).toBeVisible();
  await page.getByRole('button', { name: TRASH_TEXT.clearAll }).click();
  const clear = page.getByRole('alertdialog', { name: TRASH_TEXT.clearDialogTitle });
  await expect(clear.getByText(TRASH_TEXT.clearDialogBody(1))).toBeVisible();
  await clear.getByRole('button', { name: TRASH_TEXT.clearAll }).click();
  await expect(page.getByText('Trash cleared! 1 items permanently deleted.')).toBeVisible();
  await expect(page.getByText(TRASH_TEXT.emptyTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: TRASH_TEXT.clearAll })).toHaveCount(0);

  // The restored board is back among the user's boards.
  const boards = await request.get('/api/boards');
  expect(((await boards.json()) as { id: string }[]).map((board) => board.id)).toEqual([keptBoard]);
});
