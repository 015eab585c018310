import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Board, BoardButton } from '../../src/shared/schemas/board.ts';
import { makeWav } from '../fixtures/audio.ts';

/** Creates a board through the API in the signed-in context, optionally labelling its buttons. */
export async function createBoardThroughApi(
  request: APIRequestContext,
  name = 'Test board',
  labels: string[] = [],
): Promise<Board> {
  const response = await request.post('/api/boards', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  const board = (await response.json()) as Board;
  for (const [index, label] of labels.entries()) {
    const button = board.soundboard_buttons[index]!;
    const patched = await request.patch(`/api/boards/${board.id}/buttons/${button.id}`, {
      data: { label },
    });
    expect(patched.status()).toBe(200);
    board.soundboard_buttons[index] = (await patched.json()) as BoardButton;
  }
  return board;
}

/** A public board whose first buttons play one uploaded tone, labelled (a visitor sees only those). */
export async function publicBoardWithSounds(
  request: APIRequestContext,
  name: string,
  labels: string[],
  seconds = 0.3,
): Promise<Board> {
  const board = await createBoardThroughApi(request, name);
  const upload = await request.post('/api/sounds', {
    multipart: {
      name: 'tone',
      file: {
        name: 'tone.wav',
        mimeType: 'audio/wav',
        buffer: Buffer.from(makeWav({ seconds })),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const sound = (await upload.json()) as { id: string };
  for (const [index, label] of labels.entries()) {
    const response = await request.patch(
      `/api/boards/${board.id}/buttons/${board.soundboard_buttons[index]!.id}`,
      { data: { label, sound_id: sound.id } },
    );
    expect(response.status()).toBe(200);
  }
  expect(
    (await request.patch(`/api/boards/${board.id}`, { data: { is_public: true } })).status(),
  ).toBe(200);
  return board;
}

export async function boardLabels(request: APIRequestContext, boardId: string) {
  const response = await request.get(`/api/boards/${boardId}`);
  const board = (await response.json()) as Board;
  return board.soundboard_buttons.map((b) => b.label);
}

/** The tiles of the player's grid. */
export const tiles = (page: Page) => page.getByTestId('board-tile');

/** The tiles' texts for these labels: a tile without a sound reads its label, then 'No sound'. */
export const tileTexts = (labels: string[]) =>
  labels.map((label) => new RegExp(`^${label}(No sound)?$`));

/** How many columns the grid lays out (each block of tiles has the grid's columns). */
export function gridColumnCount(page: Page) {
  return page
    .getByTestId('button-grid')
    .evaluate(
      (grid) =>
        getComputedStyle(grid.firstElementChild ?? grid).gridTemplateColumns.split(' ').length,
    );
}

/** Waits until the toasts on screen are gone, so that an axe run does not catch one half faded. */
export async function dismissToasts(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}
