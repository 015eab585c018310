import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import { requireOwnedBoard, requireOwnedButton } from '#server/domain/boards/board-access.ts';
import { BOARD_PATH } from '#server/domain/boards/board-path.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { idParam } from '#server/lib/ids.ts';
import { createRateBucket } from '#server/lib/rate-bucket.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { NOT_SIGNED_IN_MESSAGE, requireSession } from '#server/middleware/session.ts';
import type { RealtimeHub } from '#server/realtime/realtime-hub.ts';
import type { OpenTopicStream } from '#server/realtime/topic-stream.ts';
import { boardRemotes, remotePlayers, remoteToken } from '#server/realtime/topics.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { NOW_PLAYING_RATE } from '#shared/remote.ts';
import { REMOTE_MESSAGES } from '#shared/remote-messages.ts';
import { nowPlayingReportSchema } from '#shared/schemas/remote.ts';
import { listRemotes, offerPairing, revokeRemote } from './pairing-store.ts';
import type { PlayerPresence } from './player-presence.ts';

const REMOTES_PATH = `${BOARD_PATH}/remotes` as const;

/**
 * The owner's side of the remote (decision 059): pairing offers, the list of paired remotes and their
 * disconnection, the player's event stream (`remote:<board>`), and the now-playing reports it relays to the
 * board's remotes (`remotes:<board>`). The board must be the caller's and not trashed (board-access rules).
 */
export function remoteOwnerRoutes({
  db,
  auth,
  bus,
  openStream,
  presence,
  now,
}: {
  db: Database;
  auth: Auth;
  bus: RealtimeHub;
  openStream: OpenTopicStream;
  presence: PlayerPresence;
  now: () => number;
}) {
  const session = requireSession(auth);
  const reports = createRateBucket(now, NOW_PLAYING_RATE);
  const changed = (boardId: string) =>
    bus.publish('remotes_changed', { board_id: boardId }, [remotePlayers(boardId)]);

  return new Hono<AppEnv>()
    .post(REMOTES_PATH, session, async (c) => {
      const board = await requireOwnedBoard(db, c.req.param('id'), c.get('user').id);
      return c.json(await offerPairing(db, board.id, board.userId), 201);
    })
    .get(REMOTES_PATH, session, async (c) => {
      const board = await requireOwnedBoard(db, c.req.param('id'), c.get('user').id);
      return c.json(await listRemotes(db, board.id));
    })
    .get(`${REMOTES_PATH}/stream`, (c) =>
      openStream(c, async (viewer) => {
        if (!viewer) throw new HttpError(401, ERROR_CODES.unauthorized, NOT_SIGNED_IN_MESSAGE);
        const board = await requireOwnedBoard(db, c.req.param('id'), viewer);
        return {
          topics: [remotePlayers(board.id)],
          opened: (connection) => presence.hold(board.id, connection),
        };
      }),
    )
    .post(
      `${REMOTES_PATH}/now-playing`,
      session,
      validateJson(nowPlayingReportSchema),
      async (c) => {
        const report = c.req.valid('json');
        const board = await requireOwnedBoard(db, c.req.param('id'), c.get('user').id);
        // After the owner check: nobody else's reports use up the board's allowance.
        const retryAfter = reports.take(board.id);
        if (retryAfter !== null) {
          c.header('Retry-After', String(retryAfter));
          throw new HttpError(429, ERROR_CODES.rateLimited, REMOTE_MESSAGES.tooManyReports);
        }
        await requireOwnedButton(db, board.userId, board.id, report.button_id, board);
        await bus.publish('now_playing', report, [boardRemotes(board.id)]);
        return c.body(null, 204);
      },
    )
    .delete(`${REMOTES_PATH}/${idParam('remoteId')}`, session, async (c) => {
      const board = await requireOwnedBoard(db, c.req.param('id'), c.get('user').id);
      const remoteId = c.req.param('remoteId');
      if (!(await revokeRemote(db, board.id, remoteId)))
        throw new HttpError(404, ERROR_CODES.notFound, REMOTE_MESSAGES.remoteNotFound);
      // Every instance ends the remote's streams; the owner's players refresh their list.
      await bus.publish('remote_revoked', { remote_id: remoteId }, [remoteToken(remoteId)]);
      await changed(board.id);
      return c.body(null, 204);
    });
}
