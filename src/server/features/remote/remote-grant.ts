import type { Context } from 'hono';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { remoteTokens, soundboardButtons } from '#server/db/schema.ts';
import { boardNotFound, findActiveBoard } from '#server/domain/boards/board-access.ts';
import type { BoardRow } from '#server/domain/boards/board-mapper.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { isUuid } from '#server/lib/ids.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { REMOTE_MESSAGES } from '#shared/remote-messages.ts';
import { secretHash, tokenKind } from './remote-secrets.ts';

/** What a working bearer token grants: its owner's board (or every board of the owner), nothing else. */
export interface RemoteGrant {
  id: string;
  userId: string;
  kind: 'access' | 'pairing';
  /** null: every board of the owner (an access token made so). */
  boardId: string | null;
  expiresAt: Date | null;
}

/** last_used_at is written at most this often per token (not on every press). */
const TOUCH_EVERY_MS = 60_000;

function unauthorised(c: Context): never {
  c.header('WWW-Authenticate', 'Bearer realm="remote", error="invalid_token"');
  throw new HttpError(401, ERROR_CODES.unauthorized, REMOTE_MESSAGES.invalidToken);
}

/**
 * The remote's bearer tokens (decision 059): every request looks its token up by hash, so a revoked or expired
 * token stops at once on every instance; no token, an unknown, revoked or expired one is the same 401.
 */
export function remoteGrants(db: Database, now: () => number = Date.now) {
  const touched = new Map<string, number>();

  const touch = (grant: RemoteGrant) => {
    const at = now();
    if (at - (touched.get(grant.id) ?? 0) < TOUCH_EVERY_MS) return;
    if (touched.size > 10_000) touched.clear();
    touched.set(grant.id, at);
    const since = new Date(at - TOUCH_EVERY_MS);
    // Other instances may have written it within the minute: the condition keeps it to about one write.
    void db
      .update(remoteTokens)
      .set({ lastUsedAt: new Date(at) })
      .where(
        and(
          eq(remoteTokens.id, grant.id),
          or(isNull(remoteTokens.lastUsedAt), lt(remoteTokens.lastUsedAt, since)),
        ),
      )
      .catch(() => undefined);
  };

  return {
    /** The grant of the request's `Authorization: Bearer` token, or 401 with WWW-Authenticate. */
    async require(c: Context): Promise<RemoteGrant> {
      const token = /^Bearer +(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!token || !tokenKind(token)) unauthorised(c);
      const [row] = await db
        .select({
          id: remoteTokens.id,
          userId: remoteTokens.userId,
          kind: remoteTokens.kind,
          boardId: remoteTokens.boardId,
          expiresAt: remoteTokens.expiresAt,
        })
        .from(remoteTokens)
        .where(
          and(
            eq(remoteTokens.tokenHash, secretHash(token)),
            isNull(remoteTokens.revokedAt),
            or(isNull(remoteTokens.expiresAt), gt(remoteTokens.expiresAt, new Date(now()))),
          ),
        );
      if (!row || row.kind !== tokenKind(token)) unauthorised(c);
      return row;
    },
    /** Notes the token's use (its last_used_at), once it did something: a refused request is no use. */
    touch,
    /** The board when the grant reaches it: its owner's, not trashed, the token's board; else 404. */
    async board(grant: RemoteGrant, boardId: string): Promise<BoardRow> {
      if (grant.boardId !== null && grant.boardId !== boardId) throw boardNotFound();
      const board = await findActiveBoard(db, boardId);
      if (board.userId !== grant.userId) throw boardNotFound();
      return board;
    },
    /** A button of that board, else the same 404 as an unknown board (nothing is told apart). */
    async button(board: BoardRow, buttonId: string): Promise<void> {
      if (!isUuid(buttonId)) throw boardNotFound();
      const [row] = await db
        .select({ id: soundboardButtons.id })
        .from(soundboardButtons)
        .where(
          and(eq(soundboardButtons.id, buttonId), eq(soundboardButtons.soundboardId, board.id)),
        );
      if (!row) throw boardNotFound();
    },
  };
}

export type RemoteGrants = ReturnType<typeof remoteGrants>;
