import type { Context } from 'hono';
import type { AppEnv } from '#server/lib/app-env.ts';
import { HttpError } from '#server/lib/http-error.ts';
import type { RealtimeHub } from '#server/realtime/realtime-hub.ts';
import type { SseConnection } from '#server/realtime/sse-connection.ts';
import { sseResponse } from '#server/realtime/sse-response.ts';
import type { AdmitStream } from '#server/realtime/stream-admission.ts';
import { boardRemotes, remoteToken } from '#server/realtime/topics.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#shared/database-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { RemoteGrant } from './remote-grant.ts';

/**
 * The remotes' event streams of this instance (decision 059), kept by token so they can be ended: a
 * `remote_revoked` heard on the bus (from any instance) ends that token's streams right after the frame
 * reaches them; a token's expiry ends its streams here, with the same last frame, without any message. A
 * board that went to the trash (its `change` event, then a look in the database) ends its remotes' streams
 * the same way: their presses would only get 404.
 */
export function remoteStreams({
  admit,
  bus,
  boardActive,
}: {
  admit: AdmitStream;
  bus: RealtimeHub;
  boardActive: (boardId: string) => Promise<boolean>;
}) {
  const byToken = new Map<string, Set<SseConnection>>();
  const byBoard = new Map<string, Map<SseConnection, string>>();

  const endAll = (tokenId: string) => {
    for (const connection of byToken.get(tokenId) ?? []) connection.end();
  };
  const revoke = (connection: SseConnection, tokenId: string) => {
    connection.push({ event: 'remote_revoked', data: JSON.stringify({ remote_id: tokenId }) });
    connection.end();
  };
  const checkBoard = async (boardId: string) => {
    if (!byBoard.has(boardId) || (await boardActive(boardId).catch(() => true))) return;
    for (const [connection, tokenId] of byBoard.get(boardId) ?? []) revoke(connection, tokenId);
  };
  // Handlers run before the bus delivers the event: the streams end once `remote_revoked` is queued.
  const off = [
    bus.on('remote_revoked', (event) => queueMicrotask(() => endAll(event.remote_id))),
    bus.on('change', (event) => {
      if (event.table === 'soundboards') void checkBoard(event.board_id);
    }),
  ];

  const track = (connection: SseConnection, grant: RemoteGrant, boardId: string) => {
    const set = byToken.get(grant.id) ?? new Set();
    set.add(connection);
    byToken.set(grant.id, set);
    const onBoard = byBoard.get(boardId) ?? new Map<SseConnection, string>();
    onBoard.set(connection, grant.id);
    byBoard.set(boardId, onBoard);
    const expiry =
      grant.expiresAt &&
      setTimeout(() => revoke(connection, grant.id), grant.expiresAt.getTime() - Date.now());
    if (expiry) expiry.unref();
    connection.onClose(() => {
      if (expiry) clearTimeout(expiry);
      set.delete(connection);
      if (set.size === 0) byToken.delete(grant.id);
      onBoard.delete(connection);
      if (onBoard.size === 0) byBoard.delete(boardId);
    });
  };

  return {
    /** The stream caps first (nothing is looked up for a refused stream), then `authorise`, then the bus. */
    async open(
      c: Context<AppEnv>,
      authorise: () => Promise<{ grant: RemoteGrant; boardId: string }>,
    ): Promise<Response> {
      const connection = await admit(c, async () => {
        const { grant, boardId } = await authorise();
        const opened = await bus
          .connect([boardRemotes(boardId), remoteToken(grant.id)])
          .catch((error: unknown) => {
            c.get('logger').warn({ err: error }, 'remote stream unavailable');
            throw new HttpError(503, ERROR_CODES.unavailable, DATABASE_UNAVAILABLE_MESSAGE);
          });
        track(opened, grant, boardId);
        return opened;
      });
      return sseResponse(c, connection);
    },
    /** This instance's open streams of a token (tests). */
    openFor: (tokenId: string) => byToken.get(tokenId)?.size ?? 0,
    close: () => off.forEach((unsubscribe) => unsubscribe()),
  };
}

export type RemoteStreams = ReturnType<typeof remoteStreams>;
