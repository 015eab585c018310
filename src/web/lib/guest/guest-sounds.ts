import { soundLoudnessSchema } from '#shared/schemas/loudness.ts';
import { soundNameSchema, soundSourceUrlSchema } from '#shared/schemas/sound.ts';
import { soundPlaysSchema, soundTagsSchema } from '#shared/schemas/sound-library.ts';
import { GUEST_MESSAGES } from '#shared/guest-messages.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { soundMatches } from '#shared/sound-library.ts';
import { encodeSoundCursor, parseSoundListQuery, type SoundPage } from '#shared/sound-page.ts';
import { guestInvalid, guestNotFound, jsonAnswer } from './guest-answer.ts';
import { nowIso, parseBody, type GuestHandler } from './guest-context.ts';
import type { GuestDb, StoredFile, StoredSound } from './guest-db.ts';
import { checkGuestUpload, forgetGuestFileUrl, optionalFile, requiredFile } from './guest-files.ts';
import { newestFirst, soundJson } from './guest-read.ts';
import { accountRequired } from './guest-refusals.ts';

/** The guest's sound that is not in the trash, or the server's 404. */
export async function activeSound(db: GuestDb, id: string | undefined): Promise<StoredSound> {
  const sound = id ? await db.get('sounds', id) : undefined;
  if (!sound || sound.deleted_at) throw guestNotFound(SOUND_MESSAGES.notFound);
  return sound;
}

/** GET /api/sounds as the server answers it: bare the whole library, with ?limit= a page (decision 066). */
const listSounds: GuestHandler = async ({ db, query }) => {
  const request = parseSoundListQuery(query);
  if (request.kind === 'invalid') throw guestInvalid(request.message);
  const sounds = (await db.getAll('sounds')).filter((s) => !s.deleted_at).sort(newestFirst);
  if (request.kind === 'all')
    return jsonAnswer(await Promise.all(sounds.map((sound) => soundJson(db, sound))));
  const { limit, words, tags, cursor } = request.query;
  const matching = sounds.filter((sound) => soundMatches(sound, words.join(' '), tags));
  const after = cursor
    ? matching.filter((s) => newestFirst(s, { created_at: cursor.createdAt, id: cursor.id }) > 0)
    : matching;
  const page = after.slice(0, limit);
  const last = page.at(-1);
  return jsonAnswer({
    sounds: await Promise.all(page.map((sound) => soundJson(db, sound))),
    next_cursor:
      after.length > limit && last
        ? encodeSoundCursor({ createdAt: last.created_at, id: last.id })
        : null,
    total: matching.length,
    library_total: sounds.length,
    tags: [...new Set(sounds.flatMap((sound) => sound.tags))].sort(),
  } satisfies SoundPage);
};

function textField(form: FormData | undefined, field: string): string {
  const value = form?.get(field);
  return typeof value === 'string' ? value : '';
}

/**
 * Spec §3 "Sound creation" from a file (uploaded or recorded) and an optional image. A sound from a URL is
 * fetched by the server, so it needs an account (decision 061).
 */
const createSound: GuestHandler = async ({ db, userId, form }) => {
  const nameCheck = soundNameSchema.safeParse(textField(form, 'name'));
  if (!nameCheck.success) throw guestInvalid(nameCheck.error.issues[0]?.message ?? '');
  const url = soundSourceUrlSchema.safeParse(textField(form, 'source_url'));
  if (!url.success) throw guestInvalid(url.error.issues[0]?.message ?? '');
  const file = optionalFile(form, 'file');
  if (!file && (url.data || textField(form, 'file_path').trim())) {
    throw accountRequired(null, GUEST_MESSAGES.urlSoundsNeedAccount);
  }
  if (!file) throw guestInvalid(SOUND_MESSAGES.fileOrUrlRequired);
  const audio = await checkGuestUpload(file, 'audio');
  const imageFile = optionalFile(form, 'image');
  const image = imageFile ? await checkGuestUpload(imageFile, 'image') : null;
  const sound: StoredSound = {
    id: crypto.randomUUID(),
    user_id: userId,
    name: nameCheck.data,
    file_path: `guest/${audio.id}`,
    source_url: null,
    audio_file: audio.id,
    image_file: image?.id ?? null,
    created_at: nowIso(),
    deleted_at: null,
    loudness_gain_db: null,
    normalize: true,
    tags: [],
    play_count: 0,
  };
  const tx = db.transaction(['sounds', 'files'], 'readwrite');
  await tx.objectStore('files').put(audio);
  if (image) await tx.objectStore('files').put(image);
  await tx.objectStore('sounds').put(sound);
  await tx.done;
  return jsonAnswer(await soundJson(db, sound), 201);
};

const setImage: GuestHandler = async ({ db, params, form }) => {
  const image: StoredFile = await checkGuestUpload(requiredFile(form), 'image');
  const sound = await activeSound(db, params[0]);
  const changed = { ...sound, image_file: image.id };
  const tx = db.transaction(['sounds', 'files'], 'readwrite');
  await tx.objectStore('files').put(image);
  if (sound.image_file) await tx.objectStore('files').delete(sound.image_file);
  await tx.objectStore('sounds').put(changed);
  await tx.done;
  forgetGuestFileUrl(sound.image_file);
  return jsonAnswer(await soundJson(db, changed));
};

/** To the trash; the buttons that played it become empty, as on the server. */
const trashSound: GuestHandler = async ({ db, params }) => {
  const sound = await activeSound(db, params[0]);
  const changed = { ...sound, deleted_at: nowIso() };
  const tx = db.transaction(['sounds', 'buttons'], 'readwrite');
  await tx.objectStore('sounds').put(changed);
  for (const button of await tx.objectStore('buttons').getAll()) {
    if (button.sound_id === sound.id)
      await tx.objectStore('buttons').put({ ...button, sound_id: null });
  }
  await tx.done;
  return jsonAnswer(await soundJson(db, changed));
};

const setTags: GuestHandler = async ({ db, params, json }) => {
  const { tags } = parseBody(soundTagsSchema, json);
  const sound = { ...(await activeSound(db, params[0])), tags };
  await db.put('sounds', sound);
  return jsonAnswer(await soundJson(db, sound));
};

const setLoudness: GuestHandler = async ({ db, params, json }) => {
  const input = parseBody(soundLoudnessSchema, json);
  const sound = { ...(await activeSound(db, params[0])) };
  if (input.loudness_gain_db !== undefined) sound.loudness_gain_db = input.loudness_gain_db;
  if (input.normalize !== undefined) sound.normalize = input.normalize;
  await db.put('sounds', sound);
  return jsonAnswer(await soundJson(db, sound));
};

/** Play counts stay in this browser (decision 061). */
const addPlays: GuestHandler = async ({ db, params, json }) => {
  const { count } = parseBody(soundPlaysSchema, json);
  const sound = await activeSound(db, params[0]);
  const changed = { ...sound, play_count: sound.play_count + count };
  await db.put('sounds', changed);
  return jsonAnswer({ play_count: changed.play_count });
};

/** GET /api/me/storage from the browser's own estimate: what this origin uses of what it may. */
const storageUsage: GuestHandler = async () => {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return jsonAnswer({ used_bytes: estimate?.usage ?? 0, quota_bytes: estimate?.quota ?? 0 });
};

export const SOUND_ROUTES = {
  listSounds,
  createSound,
  setImage,
  trashSound,
  setTags,
  setLoudness,
  addPlays,
  storageUsage,
};
