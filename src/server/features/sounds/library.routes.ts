import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import { sounds } from '#server/db/schema.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { clientIp, type TrustProxy } from '#server/lib/client-ip.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { idParam, isUuid } from '#server/lib/ids.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { optionalSession, requireSession } from '#server/middleware/session.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { soundPlaysSchema, soundTagsSchema } from '#shared/schemas/sound-library.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { PlayLimiter } from './play-limiter.ts';
import { toSound } from './sounds.service.ts';

const notFound = () => new HttpError(404, ERROR_CODES.notFound, SOUND_MESSAGES.notFound);

/** The user's own sound's tags, replaced (else 404). */
export async function setSoundTags(db: Database, userId: string, soundId: string, tags: string[]) {
  if (!isUuid(soundId)) throw notFound();
  const [row] = await db
    .update(sounds)
    .set({ tags })
    .where(and(eq(sounds.id, soundId), eq(sounds.userId, userId), isNull(sounds.deletedAt)))
    .returning();
  if (!row) throw notFound();
  return toSound(row);
}

/**
 * Adds plays to a sound its owner played, or that anyone played on a public board (decision 037); 404 for
 * any other sound. One statement: exact under concurrency.
 */
export async function addSoundPlays(
  db: Database,
  viewerId: string | null,
  soundId: string,
  count: number,
): Promise<number> {
  if (!isUuid(soundId)) throw notFound();
  const onPublicBoard = sql`exists (
    select 1 from soundboard_buttons sb join soundboards b on b.id = sb.soundboard_id
    where sb.sound_id = ${sounds.id} and b.is_public and b.deleted_at is null)`;
  const [row] = await db
    .update(sounds)
    .set({ playCount: sql`${sounds.playCount} + ${count}` })
    .where(
      and(
        eq(sounds.id, soundId),
        isNull(sounds.deletedAt),
        viewerId ? or(eq(sounds.userId, viewerId), onPublicBoard) : onPublicBoard,
      ),
    )
    .returning({ playCount: sounds.playCount });
  if (!row) throw notFound();
  return row.playCount;
}

/** PUT /api/sounds/:id/tags and POST /api/sounds/:id/plays (decision 037). */
export function soundLibraryRoutes({
  db,
  auth,
  trustProxy = false,
  onPlaysCounted,
}: {
  db: Database;
  auth: Auth;
  trustProxy?: TrustProxy;
  /** Told after plays of a sound were counted, before the answer leaves (the app drops what showed the count). */
  onPlaysCounted?: (soundId: string) => void;
}) {
  const limiter = new PlayLimiter();
  return new Hono<AppEnv>()
    .put(
      `/sounds/${idParam('id')}/tags`,
      requireSession(auth),
      validateJson(soundTagsSchema),
      async (c) =>
        c.json(
          await setSoundTags(db, c.get('user').id, c.req.param('id'), c.req.valid('json').tags),
        ),
    )
    .post(
      `/sounds/${idParam('id')}/plays`,
      optionalSession(auth),
      validateJson(soundPlaysSchema),
      async (c) => {
        const soundId = c.req.param('id');
        if (!isUuid(soundId)) throw notFound();
        const viewer = c.get('user')?.id ?? null;
        const reservation = limiter.reserve(
          clientIp(c, trustProxy) ?? '?',
          soundId,
          c.req.valid('json').count,
        );
        let playCount: number;
        try {
          playCount = await addSoundPlays(db, viewer, soundId, reservation.counted);
        } catch (error) {
          // Not found (or failed): the plays did not count, and a made-up id gives its place back.
          reservation.settle(false);
          throw error;
        }
        reservation.settle(true);
        if (reservation.counted > 0) onPlaysCounted?.(soundId);
        return c.json({ play_count: playCount });
      },
    );
}
