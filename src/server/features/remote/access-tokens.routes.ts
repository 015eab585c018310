import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import { requireOwnedBoard } from '#server/domain/boards/board-access.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { idParam } from '#server/lib/ids.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { requireSession } from '#server/middleware/session.ts';
import type { RealtimeHub } from '#server/realtime/realtime-hub.ts';
import { remoteToken } from '#server/realtime/topics.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { REMOTE_MESSAGES } from '#shared/remote-messages.ts';
import { createAccessTokenSchema } from '#shared/schemas/remote.ts';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-token-store.ts';

const TOKENS_PATH = '/me/access-tokens';

/** Account Settings → Access tokens (decision 059): the signed-in user's own tokens only. */
export function accessTokenRoutes({
  db,
  auth,
  bus,
}: {
  db: Database;
  auth: Auth;
  bus: RealtimeHub;
}) {
  const session = requireSession(auth);
  return new Hono<AppEnv>()
    .get(TOKENS_PATH, session, async (c) => c.json(await listAccessTokens(db, c.get('user').id)))
    .post(TOKENS_PATH, session, validateJson(createAccessTokenSchema), async (c) => {
      const { name, board_id } = c.req.valid('json');
      const userId = c.get('user').id;
      // A token reaches only a board of the caller's own (another's is a 403 or 404 as for edits).
      const board = board_id === null ? null : await requireOwnedBoard(db, board_id, userId);
      return c.json(await createAccessToken(db, userId, name, board), 201);
    })
    .delete(`${TOKENS_PATH}/${idParam('tokenId')}`, session, async (c) => {
      const tokenId = c.req.param('tokenId');
      if (!(await revokeAccessToken(db, c.get('user').id, tokenId)))
        throw new HttpError(404, ERROR_CODES.notFound, REMOTE_MESSAGES.tokenNotFound);
      await bus.publish('remote_revoked', { remote_id: tokenId }, [remoteToken(tokenId)]);
      return c.body(null, 204);
    });
}
