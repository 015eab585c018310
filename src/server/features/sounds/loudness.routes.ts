import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import { sounds } from '#server/db/schema.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { idParam, isUuid } from '#server/lib/ids.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { requireSession } from '#server/middleware/session.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { soundLoudnessSchema, type SoundLoudness } from '#shared/schemas/loudness.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { toSound } from './sounds.service.ts';

/** Stores the measured loudness gain or the normalise toggle of the user's own sound (else 404). */
export async function updateSoundLoudness(
  db: Database,
  userId: string,
  soundId: string,
  input: SoundLoudness,
) {
  const notFound = new HttpError(404, ERROR_CODES.notFound, SOUND_MESSAGES.notFound);
  if (!isUuid(soundId)) throw notFound;
  const [row] = await db
    .update(sounds)
    .set({
      ...(input.loudness_gain_db !== undefined && { loudnessGainDb: input.loudness_gain_db }),
      ...(input.normalize !== undefined && { normalize: input.normalize }),
    })
    .where(and(eq(sounds.id, soundId), eq(sounds.userId, userId), isNull(sounds.deletedAt)))
    .returning();
  if (!row) throw notFound;
  return toSound(row);
}

/** PUT /api/sounds/:id/loudness (decision 036). */
export function soundLoudnessRoutes({ db, auth }: { db: Database; auth: Auth }) {
  return new Hono<AppEnv>().put(
    `/sounds/${idParam('id')}/loudness`,
    requireSession(auth),
    validateJson(soundLoudnessSchema),
    async (c) =>
      c.json(
        await updateSoundLoudness(db, c.get('user').id, c.req.param('id'), c.req.valid('json')),
      ),
  );
}
