import { Hono } from 'hono';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { ingestAudio, type IngestSettings } from './ingest/ingest.service.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { idParam } from '#server/lib/ids.ts';
import {
  readMultipart,
  requireFile,
  sniffUpload,
  uploadBodyLimit,
  type SniffedFile,
} from '#server/lib/upload.ts';
import { requireSession, requireSessionWithMessage } from '#server/middleware/session.ts';
import { uploadSlot } from '#server/middleware/upload-slots.ts';
import { releaseFile, storeFile } from '#server/storage/file-ledger.ts';
import { storagePaths } from '#server/storage/paths.ts';
import type { Storage } from '#server/storage/storage.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { soundNameSchema, soundSourceUrlSchema } from '#shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { parseSoundListQuery } from '#shared/sound-page.ts';
import { fileUrl } from '#shared/storage.ts';
import { unplayableAudioCodec } from '#shared/unplayable-audio.ts';
import { AUDIO_DECODE_MESSAGES } from '#shared/uploads.ts';
import {
  insertSound,
  listSounds,
  trashSound,
  updateSoundImage,
  type StoredFile,
} from './sounds.service.ts';
import { listSoundPage } from './sound-page.service.ts';

export interface SoundRoutesDeps {
  db: Database;
  auth: Auth;
  storage: Storage;
  ingest: IngestSettings;
}

const ID = idParam('id');

const badRequest = (message: string) => new HttpError(400, ERROR_CODES.validation, message);

/** A multipart text field checked by its shared schema; the first problem's message is the 400. */
function textField(schema: z.ZodType<string, string>, value: string): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid input');
  return parsed.data;
}

function optionalFile(form: Record<string, string | File>, field: string): File | null {
  const value = form[field];
  return value instanceof File && value.size > 0 ? value : null;
}

/** GET/POST /api/sounds, PUT /api/sounds/:id/image, DELETE /api/sounds/:id (to the trash). */
export function soundRoutes({ db, auth, storage, ingest }: SoundRoutesDeps) {
  const deps = { db, storage };
  const store = (userId: string, bucket: StoredFile['bucket'], path: string, file: SniffedFile) =>
    storeFile(deps, { userId, bucket, path, bytes: file.bytes, mime: file.mime });

  return (
    new Hono<AppEnv>()
      // Bare: the whole library (DESIGN.md §5); with ?limit=, a page searched by ?q= and ?tag= (decision 066).
      .get('/sounds', requireSession(auth), async (c) => {
        const request = parseSoundListQuery(new URL(c.req.url).searchParams);
        if (request.kind === 'invalid') throw badRequest(request.message);
        const userId = c.get('user').id;
        return c.json(
          request.kind === 'all'
            ? await listSounds(db, userId)
            : await listSoundPage(db, userId, request.query),
        );
      })
      .post(
        '/sounds',
        requireSessionWithMessage(auth, SOUND_MESSAGES.notSignedInUpload),
        uploadSlot(),
        uploadBodyLimit('audio', 'image'),
        async (c) => {
          const userId = c.get('user').id;
          const form = await readMultipart(c);
          const name = textField(soundNameSchema, typeof form.name === 'string' ? form.name : '');
          const file = optionalFile(form, 'file');
          const sourceUrl = textField(
            soundSourceUrlSchema,
            typeof form.source_url === 'string' ? form.source_url : '',
          );
          // An earlier URL ingest of this user (POST /api/functions/ingest-audio-from-url).
          const ingestedPath = typeof form.file_path === 'string' ? form.file_path.trim() : '';
          if (!file && !sourceUrl && !ingestedPath)
            throw badRequest(SOUND_MESSAGES.fileOrUrlRequired);
          const imageFile = optionalFile(form, 'image');
          // Check everything before anything is stored.
          const audio = file ? await sniffUpload(file, 'audio') : null;
          // A container we take holding a codec browsers cannot decode (decision 055).
          const codec = audio && unplayableAudioCodec(audio.bytes);
          if (codec) {
            throw new HttpError(
              415,
              ERROR_CODES.unsupportedType,
              AUDIO_DECODE_MESSAGES.unplayable(codec),
            );
          }
          const image = imageFile ? await sniffUpload(imageFile, 'image') : null;

          const stored: StoredFile[] = [];
          try {
            let filePath: string;
            if (audio) {
              filePath = storagePaths.sound(userId, audio.ext);
              stored.push(await store(userId, 'sounds', filePath, audio));
            } else if (ingestedPath) {
              filePath = ingestedPath;
            } else {
              filePath = (
                await ingestAudio(deps, ingest, { userId, url: sourceUrl, soundName: name })
              ).path;
              stored.push({ bucket: 'sounds', path: filePath });
            }
            let imageUrl: string | null = null;
            if (image) {
              const imagePath = storagePaths.soundImage(userId, image.ext);
              stored.push(await store(userId, 'sound-images', imagePath, image));
              imageUrl = fileUrl('sound-images', imagePath);
            }
            const sound = await insertSound(
              deps,
              {
                userId,
                name,
                filePath,
                sourceUrl: audio || !sourceUrl ? null : sourceUrl,
                imageUrl,
              },
              stored,
              !audio && ingestedPath ? { bucket: 'sounds', path: ingestedPath } : undefined,
            );
            return c.json(sound, 201);
          } catch (error) {
            await Promise.allSettled(stored.map((f) => releaseFile(db, storage, f)));
            throw error;
          }
        },
      )
      .put(
        `/sounds/${ID}/image`,
        requireSessionWithMessage(auth, SOUND_MESSAGES.notSignedInImage),
        uploadSlot(),
        uploadBodyLimit('image'),
        async (c) => {
          const userId = c.get('user').id;
          const image = await sniffUpload(requireFile(await readMultipart(c)), 'image');
          const stored = await store(
            userId,
            'sound-images',
            storagePaths.soundImage(userId, image.ext),
            image,
          );
          const sound = await updateSoundImage(deps, {
            userId,
            soundId: c.req.param('id'),
            image: stored,
          });
          return c.json(sound);
        },
      )
      // ?permanent=true is answered by the trash routes, mounted first.
      .delete(`/sounds/${ID}`, requireSession(auth), async (c) => {
        return c.json(await trashSound(db, c.get('user').id, c.req.param('id')));
      })
  );
}
