import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { idParam } from '#server/lib/ids.ts';
import { sessionCacheFor } from '#server/lib/session-cache.ts';
import { NOT_SIGNED_IN_MESSAGE, requireSession } from '#server/middleware/session.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { Storage } from '#server/storage/storage.ts';
import {
  clearUserTrash,
  deleteBoardPermanently,
  deleteSoundPermanently,
  listTrash,
  restoreBoard,
  restoreSound,
} from './trash.service.ts';

const ID = idParam('id');

/**
 * The trash: list, restore, Clear All, and the permanent form of DELETE /boards/:id and /sounds/:id
 * (`?permanent=true`). Mounted before the boards and sounds routes, which handle the move to the trash.
 */
export function trashRoutes({ db, auth, storage }: { db: Database; auth: Auth; storage: Storage }) {
  const deps = { db, storage };
  const session = requireSession(auth);
  return new Hono<AppEnv>()
    .get('/trash', session, async (c) => c.json(await listTrash(db, c.get('user').id)))
    .post(`/boards/${ID}/restore`, session, async (c) => {
      return c.json(await restoreBoard(db, c.get('user').id, c.req.param('id')));
    })
    .post(`/sounds/${ID}/restore`, session, async (c) => {
      return c.json(await restoreSound(db, c.get('user').id, c.req.param('id')));
    })
    .post('/functions/clear-user-trash', session, async (c) => {
      return c.json(await clearUserTrash(deps, c.get('user').id));
    })
    .delete(`/boards/${ID}`, async (c, next) => {
      if (c.req.query('permanent') !== 'true') return next();
      const userId = await signedInUserId(auth, c.req.raw.headers);
      await deleteBoardPermanently(deps, userId, c.req.param('id'));
      return c.body(null, 204);
    })
    .delete(`/sounds/${ID}`, async (c, next) => {
      if (c.req.query('permanent') !== 'true') return next();
      const userId = await signedInUserId(auth, c.req.raw.headers);
      await deleteSoundPermanently(deps, userId, c.req.param('id'));
      return c.body(null, 204);
    });
}

/** For handlers that fall through to another route's unless they apply, so cannot take the middleware. */
async function signedInUserId(auth: Auth, headers: Headers): Promise<string> {
  const { session } = await sessionCacheFor(auth).get(headers);
  if (!session) throw new HttpError(401, ERROR_CODES.unauthorized, NOT_SIGNED_IN_MESSAGE);
  return session.user.id;
}
