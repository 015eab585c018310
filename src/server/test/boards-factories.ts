import { TEST_ORIGIN, type TestApp } from './test-app.ts';
import { randomIp, send } from './auth-client.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import type { Sound } from '#shared/schemas/sound.ts';

/** Creates a board through the API as the signed-in user. */
export async function createBoardViaApi(
  app: TestApp,
  cookie: string,
  body: { name: string; description?: string } = { name: 'Party board' },
): Promise<Board> {
  const response = await send(app, '/api/boards', { body, cookie });
  if (response.status !== 201) throw new Error(`create failed: ${await response.text()}`);
  return (await response.json()) as Board;
}

export async function addButtonViaApi(
  app: TestApp,
  cookie: string,
  boardId: string,
  body: Record<string, unknown> = {},
): Promise<BoardButton> {
  const response = await send(app, `/api/boards/${boardId}/buttons`, { body, cookie });
  if (response.status !== 201) throw new Error(`add failed: ${await response.text()}`);
  return (await response.json()) as BoardButton;
}

/** A multipart request the way a browser sends a form upload. */
export function sendForm(
  app: TestApp,
  path: string,
  form: FormData,
  options: { cookie?: string; method?: string } = {},
) {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (options.cookie) headers.set('cookie', options.cookie);
  return app.request(
    path,
    { method: options.method ?? 'PUT', headers, body: form },
    { incoming: { socket: { remoteAddress: randomIp() } } },
  );
}

/** Uploads a WAV as a sound named `name` through the API, with `cover` as its PNG cover when given. */
export async function uploadWavViaApi(
  app: TestApp,
  cookie: string,
  name: string,
  wav: Uint8Array,
  cover?: Uint8Array,
): Promise<Sound> {
  const form = new FormData();
  form.set('name', name);
  form.set('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), `${name}.wav`);
  if (cover) form.set('image', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'c.png');
  const response = await sendForm(app, '/api/sounds', form, { cookie, method: 'POST' });
  if (response.status !== 201) throw new Error(`upload failed: ${await response.text()}`);
  return (await response.json()) as Sound;
}

/** POSTs a library backup (a zip's bytes) to the account's restore route. */
export function restoreLibraryViaApi(app: TestApp, cookie: string, zip: Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'backup.zip');
  return sendForm(app, '/api/me/library/restore', form, { cookie, method: 'POST' });
}
