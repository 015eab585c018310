import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import { BOARD_PATH } from '#server/domain/boards/board-path.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { requireSession, requireSessionWithMessage } from '#server/middleware/session.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { LIKE_ERRORS } from '#shared/like-errors.ts';
import { LIKE_MESSAGES } from '#shared/social-messages.ts';
import {
  likeBoard,
  listLikedIds,
  listPopular,
  popularLimit,
  unlikeBoard,
} from './likes.service.ts';

/** ?limit=: absent → the default; otherwise a whole number ≥ 1 or 400. */
function parseLimit(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1)
    throw new HttpError(400, ERROR_CODES.validation, LIKE_ERRORS.popularLimitInvalid);
  return value;
}

/** GET /boards/popular (visitors too), PUT/DELETE /boards/:id/like, GET /me/likes (DESIGN.md §5). */
export function likeRoutes({ db, auth }: { db: Database; auth: Auth }) {
  const liker = requireSessionWithMessage(auth, LIKE_MESSAGES.loginRequired);
  return new Hono<AppEnv>()
    .get('/boards/popular', async (c) =>
      c.json(await listPopular(db, popularLimit(parseLimit(c.req.query('limit'))))),
    )
    .put(`${BOARD_PATH}/like`, liker, async (c) =>
      c.json(await likeBoard(db, c.get('user').id, c.req.param('id'))),
    )
    .delete(`${BOARD_PATH}/like`, liker, async (c) =>
      c.json(await unlikeBoard(db, c.get('user').id, c.req.param('id'))),
    )
    .get('/me/likes', requireSession(auth), async (c) =>
      c.json(await listLikedIds(db, c.get('user').id)),
    );
}
