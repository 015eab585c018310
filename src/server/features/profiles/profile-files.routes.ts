import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { readMultipart, requireFile, sniffUpload, uploadBodyLimit } from '#server/lib/upload.ts';
import { requireSession } from '#server/middleware/session.ts';
import { uploadSlot } from '#server/middleware/upload-slots.ts';
import { storageUsage } from '#server/storage/file-ledger.ts';
import type { Storage } from '#server/storage/storage.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import { PROFILE_FILE_BUCKETS, type ProfileFileBucket } from '#shared/schemas/profile.ts';
import { removeProfileBackground, uploadProfileFile } from './profile-files.service.ts';

const KIND_OF_BUCKET = { avatars: 'avatar', 'profile-backgrounds': 'image' } as const;

function isProfileBucket(value: unknown): value is ProfileFileBucket {
  return typeof value === 'string' && (PROFILE_FILE_BUCKETS as readonly string[]).includes(value);
}

/** POST /me/profile/files (avatar or background), GET /me/storage (quota) and DELETE /me/profile/background. */
export function profileFileRoutes({
  db,
  auth,
  storage,
}: {
  db: Database;
  auth: Auth;
  storage: Storage;
}) {
  return new Hono<AppEnv>()
    .post(
      '/me/profile/files',
      requireSession(auth),
      uploadSlot(),
      uploadBodyLimit('image'),
      async (c) => {
        const form = await readMultipart(c);
        const bucket = form.bucket;
        if (!isProfileBucket(bucket)) {
          throw new HttpError(400, ERROR_CODES.validation, PROFILE_MESSAGES.unknownBucket);
        }
        const file = await sniffUpload(requireFile(form), KIND_OF_BUCKET[bucket]);
        const profile = await uploadProfileFile({ db, storage }, c.get('user').id, bucket, file);
        return c.json(profile);
      },
    )
    .get('/me/storage', requireSession(auth), async (c) => {
      return c.json(await storageUsage({ db, storage }, c.get('user').id));
    })
    .delete('/me/profile/background', requireSession(auth), async (c) => {
      return c.json(await removeProfileBackground({ db, storage }, c.get('user').id));
    });
}
