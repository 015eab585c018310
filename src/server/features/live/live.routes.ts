import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import {
  boardNotFound,
  findActiveBoard,
  requireOwnedBoard,
  requireOwnedButton,
} from '#server/domain/boards/board-access.ts';
import { BOARD_PATH } from '#server/domain/boards/board-path.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { requireSession, viewerId } from '#server/middleware/session.ts';
import type { OpenTopicStream } from '#server/realtime/topic-stream.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { LIVE_MESSAGES, type LiveState } from '#shared/live.ts';
import { livePressSchema } from '#shared/schemas/live-press.ts';
import type { LiveSessions } from './live-sessions.ts';

const LIVE_PATH = `${BOARD_PATH}/live` as const;

/**
 * Live mode (decision 035): PUT starts or keeps up the owner's session (the owner's page beats every 10 s),
 * DELETE ends it, POST …/presses relays a press; GET tells anyone who may see the board whether it is live,
 * and GET …/stream is a listener's server-sent events (`state`, `press`, `ping`).
 */
export function liveRoutes({
  db,
  auth,
  hub,
  openStream,
}: {
  db: Database;
  auth: Auth;
  hub: LiveSessions;
  openStream: OpenTopicStream;
}) {
  const session = requireSession(auth);

  /** The owner's public, not trashed board (403/404 as for edits; 409 when it is private). */
  const ownLiveBoard = async (userId: string, boardId: string) => {
    const board = await requireOwnedBoard(db, boardId, userId);
    if (!board.isPublic) throw new HttpError(409, ERROR_CODES.conflict, LIVE_MESSAGES.notPublic);
    return board;
  };
  /** A board the viewer may see: public, or their own. */
  const visibleBoard = async (viewer: string | null, boardId: string) => {
    const board = await findActiveBoard(db, boardId);
    if (!board.isPublic && board.userId !== viewer) throw boardNotFound();
    return board;
  };

  return new Hono<AppEnv>()
    .put(LIVE_PATH, session, async (c) => {
      const board = await ownLiveBoard(c.get('user').id, c.req.param('id'));
      await hub.beat(board.id, board.userId);
      return c.json({ live: true } satisfies LiveState);
    })
    .delete(LIVE_PATH, session, async (c) => {
      const board = await requireOwnedBoard(db, c.req.param('id'), c.get('user').id);
      await hub.stop(board.id, board.userId, board.isPublic);
      return c.json({ live: false } satisfies LiveState);
    })
    .post(`${LIVE_PATH}/presses`, session, validateJson(livePressSchema), async (c) => {
      const press = c.req.valid('json');
      const boardId = c.req.param('id');
      await ownLiveBoard(c.get('user').id, boardId);
      // After the owner check: nobody else's presses use up the board's allowance.
      const retryAfter = hub.pressAllowance(boardId);
      if (retryAfter !== null) {
        c.header('Retry-After', String(retryAfter));
        throw new HttpError(429, ERROR_CODES.rateLimited, LIVE_MESSAGES.tooManyPresses);
      }
      await requireOwnedButton(db, c.get('user').id, boardId, press.button_id);
      await hub.press(boardId, press);
      return c.body(null, 204);
    })
    .get(LIVE_PATH, async (c) => {
      const board = await visibleBoard(await viewerId(auth, c), c.req.param('id'));
      return c.json({ live: board.isPublic && (await hub.isLive(board.id)) } satisfies LiveState);
    })
    .get(`${LIVE_PATH}/stream`, async (c) => {
      // The board's topic on the realtime bus (decision 046); the stream caps are checked first, before
      // the board is even looked up.
      return openStream(c, async (viewer) => {
        const board = await visibleBoard(viewer, c.req.param('id'));
        return hub.listen(board.id);
      });
    });
}
