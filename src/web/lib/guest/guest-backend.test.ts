import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { GUEST_MESSAGES } from '#shared/guest-messages.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import type { Trash } from '#shared/schemas/trash.ts';
import { UPLOAD_RULES } from '#shared/uploads.ts';
import { ApiError } from '#web/lib/api/read-json.ts';
import { apiRequest, apiResponse } from '#web/lib/api/request.ts';
import { closeGuestDb, GUEST_DB_NAME, guestDb } from './guest-db.ts';
import { enterGuestMode, leaveGuestMode } from './guest-mode.ts';

/** A real 0.1 s silent PCM WAV: what the recorder's export and a .wav upload send. */
function wavFile(name = 'beep.wav'): File {
  const samples = 800;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  return new File([buffer], name, { type: 'audio/wav' });
}

async function uploadSound(name: string, file: File = wavFile()): Promise<Sound> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', file);
  return apiRequest<Sound>('/api/sounds', { method: 'POST', form });
}

async function refusal(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  localStorage.clear();
  enterGuestMode();
});

afterEach(async () => {
  leaveGuestMode();
  await closeGuestDb();
  indexedDB.deleteDatabase(GUEST_DB_NAME);
});

describe('the guest backend answers the API from this browser', () => {
  it('creates a board with its 2×4 empty buttons, renames it, trashes and restores it', async () => {
    const board = await apiRequest<Board>('/api/boards', {
      method: 'POST',
      json: { name: '  Party  ' },
    });
    expect(board.name).toBe('Party');
    expect(board.soundboard_buttons).toHaveLength(8);
    expect(board.soundboard_buttons[5]).toMatchObject({ position_row: 1, position_col: 1 });

    const renamed = await apiRequest<Board>(`/api/boards/${board.id}`, {
      method: 'PATCH',
      json: { name: 'Quiz night' },
    });
    expect(renamed.name).toBe('Quiz night');
    expect((await apiRequest<Board[]>('/api/boards')).map((b) => b.name)).toEqual(['Quiz night']);

    await apiRequest(`/api/boards/${board.id}`, { method: 'DELETE' });
    expect(await apiRequest<Board[]>('/api/boards')).toEqual([]);
    const trash = await apiRequest<Trash>('/api/trash');
    expect(trash.boards.map((b) => b.name)).toEqual(['Quiz night']);

    await apiRequest(`/api/boards/${board.id}/restore`, { method: 'POST' });
    expect((await apiRequest<Board[]>('/api/boards')).map((b) => b.id)).toEqual([board.id]);
  });

  it("refuses what the server refuses, with the server's messages", async () => {
    const blank = await refusal(apiRequest('/api/boards', { method: 'POST', json: { name: ' ' } }));
    expect([blank.status, blank.message]).toEqual([400, BOARD_MESSAGES.nameRequired]);

    const missing = await refusal(
      apiRequest(`/api/boards/${crypto.randomUUID()}`, { method: 'PATCH', json: { name: 'x' } }),
    );
    expect([missing.status, missing.message]).toEqual([404, BOARD_MESSAGES.notFound]);

    const text = new File(['not audio at all'], 'a.wav', { type: 'audio/wav' });
    const wrongType = await refusal(uploadSound('Fake', text));
    expect([wrongType.status, wrongType.message]).toEqual([
      415,
      UPLOAD_RULES.audio.wrongTypeMessage,
    ]);
  });

  it('keeps an uploaded sound as a file the player reads, on a button, in the library and the trash', async () => {
    const sound = await uploadSound('Beep');
    expect(sound.url).toMatch(/^blob:/);
    // The bytes kept are the upload's (the browser test plays them through the object URL).
    const files = await (await guestDb()).getAll('files');
    expect(files.map((file) => [file.bytes.byteLength, file.type])).toEqual([
      [wavFile().size, 'audio/wav'],
    ]);

    const board = await apiRequest<Board>('/api/boards', { method: 'POST', json: { name: 'B' } });
    const first = board.soundboard_buttons[0]!;
    const button = await apiRequest<BoardButton>(`/api/boards/${board.id}/buttons/${first.id}`, {
      method: 'PATCH',
      json: { sound_id: sound.id, label: 'Go', hotkey: 'g', volume: 150 },
    });
    expect(button).toMatchObject({ label: 'Go', hotkey: 'G', volume: 150 });
    expect(button.sound?.name).toBe('Beep');

    const second = board.soundboard_buttons[1]!;
    const taken = await refusal(
      apiRequest(`/api/boards/${board.id}/buttons/${second.id}`, {
        method: 'PATCH',
        json: { hotkey: 'G' },
      }),
    );
    expect([taken.status, taken.code]).toEqual([409, ERROR_CODES.hotkeyTaken]);

    const plays = await apiRequest<{ play_count: number }>(`/api/sounds/${sound.id}/plays`, {
      method: 'POST',
      json: { count: 2 },
    });
    expect(plays.play_count).toBe(2);

    await apiRequest(`/api/sounds/${sound.id}`, { method: 'DELETE' });
    const after = await apiRequest<Board>(`/api/boards/${board.id}`);
    expect(after.soundboard_buttons[0]!.sound).toBeNull();
    expect((await apiRequest<Trash>('/api/trash')).sounds.map((s) => s.name)).toEqual(['Beep']);
    const cleared = await apiRequest<{ cleared: { total: number } }>(
      '/api/functions/clear-user-trash',
      { method: 'POST' },
    );
    expect(cleared.cleared.total).toBe(1);
    expect(await apiRequest<Sound[]>('/api/sounds')).toEqual([]);
  });

  it('rearranges buttons row by row, the listed ones first', async () => {
    const board = await apiRequest<Board>('/api/boards', { method: 'POST', json: { name: 'R' } });
    const ids = board.soundboard_buttons.map((b) => b.id);
    await apiRequest(`/api/boards/${board.id}/buttons/order`, {
      method: 'PUT',
      json: { button_ids: [ids[7], ids[0]] },
    });
    const after = await apiRequest<Board>(`/api/boards/${board.id}`);
    expect(after.soundboard_buttons.map((b) => b.id)).toEqual([ids[7], ids[0], ...ids.slice(1, 7)]);
  });

  it('says plainly what needs an account, and a URL sound is one of them', async () => {
    const like = await refusal(
      apiRequest(`/api/boards/${crypto.randomUUID()}/like`, { method: 'PUT' }),
    );
    expect([like.status, like.message]).toEqual([
      403,
      GUEST_MESSAGES.needsAccount('Liking boards'),
    ]);

    const form = new FormData();
    form.append('name', 'From a link');
    form.append('source_url', 'https://example.invalid/a.mp3');
    const url = await refusal(apiRequest('/api/sounds', { method: 'POST', form }));
    expect(url.message).toBe(GUEST_MESSAGES.urlSoundsNeedAccount);

    expect(await apiRequest('/api/me/likes')).toEqual([]);
  });

  it('is the same guest, owner of its boards, after leaving guest mode and coming back', async () => {
    const board = await apiRequest<Board>('/api/boards', {
      method: 'POST',
      json: { name: 'Mine' },
    });
    leaveGuestMode();
    enterGuestMode();
    const me = (await (await apiResponse('/api/me')).json()) as { user: { id: string } };
    expect(me.user.id).toBe(board.user_id);
  });

  it('names the guest in its local session', async () => {
    const response = await apiResponse('/api/me');
    const me = (await response.json()) as {
      user: { email: string };
      profile: { username: string };
    };
    expect(me.user.email).toBe('');
    expect(me.profile.username).toBe(GUEST_MESSAGES.marker);
  });
});
