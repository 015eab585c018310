import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/errors.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import {
  SOUND_PAGE,
  SOUND_PAGE_MESSAGES,
  soundPageSearch,
  type SoundPage,
} from '#shared/sound-page.ts';
import { ApiError } from '#web/lib/api/read-json.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { closeGuestDb, GUEST_DB_NAME } from './guest-db.ts';
import { enterGuestMode, leaveGuestMode } from './guest-mode.ts';

/** A real 0.1 s silent PCM WAV, as a .wav upload sends it. */
function wavFile(): File {
  const samples = 800;
  const view = new DataView(new ArrayBuffer(44 + samples * 2));
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
  return new File([view.buffer], 'beep.wav', { type: 'audio/wav' });
}

async function addSound(name: string, tags: string[] = []): Promise<Sound> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', wavFile());
  const sound = await apiRequest<Sound>('/api/sounds', { method: 'POST', form });
  if (!tags.length) return sound;
  return apiRequest<Sound>(`/api/sounds/${sound.id}/tags`, { method: 'PUT', json: { tags } });
}

const page = (search: Parameters<typeof soundPageSearch>[0]) =>
  apiRequest<SoundPage>(`/api/sounds?${soundPageSearch(search)}`);
const names = (result: SoundPage) => result.sounds.map((sound) => sound.name);

beforeEach(() => {
  localStorage.clear();
  enterGuestMode();
});

afterEach(async () => {
  leaveGuestMode();
  await closeGuestDb();
  indexedDB.deleteDatabase(GUEST_DB_NAME);
});

describe('the guest backend pages and searches GET /api/sounds as the server does (decision 066)', () => {
  it('walks the library once, newest first, searched by name and tag, with the counts and tags', async () => {
    await addSound('Air Horn', ['loud']);
    await addSound('Drum roll', ['intro']);
    await addSound('Crowd', ['crowd noise', 'intro']);
    await addSound('100% fun');
    const trashed = await addSound('Horn in the trash');
    await apiRequest(`/api/sounds/${trashed.id}`, { method: 'DELETE' });

    const whole = await apiRequest<Sound[]>('/api/sounds');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const result: SoundPage = await page({ limit: 3, cursor });
      expect(result).toMatchObject({ total: 4, library_total: 4 });
      expect(result.tags).toEqual(['crowd noise', 'intro', 'loud']);
      seen.push(...names(result));
      cursor = result.next_cursor;
    } while (cursor);
    expect(seen).toEqual(whole.map((sound) => sound.name));
    expect(seen).toHaveLength(4);

    expect(names(await page({ q: 'HORN' }))).toEqual(['Air Horn']);
    expect(names(await page({ q: ' crowd  INTRO ' }))).toEqual(['Crowd']);
    expect(new Set(names(await page({ q: 'intro' })))).toEqual(new Set(['Crowd', 'Drum roll']));
    expect(names(await page({ tags: ['Intro', 'crowd noise'] }))).toEqual(['Crowd']);
    expect(await page({ q: '100%' })).toMatchObject({ total: 1, library_total: 4 });
  });

  it('refuses what the server refuses with the same 400 and message', async () => {
    const refused = async (search: string, message: string) => {
      const error = await apiRequest(`/api/sounds?${search}`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, code: ERROR_CODES.validation, message });
    };
    await refused(`limit=${SOUND_PAGE.max + 1}`, SOUND_PAGE_MESSAGES.limitInvalid);
    await refused('q=horn', SOUND_PAGE_MESSAGES.limitRequired);
    await refused('limit=5&cursor=nope', SOUND_PAGE_MESSAGES.cursorInvalid);
  });
});
