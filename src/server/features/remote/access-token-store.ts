import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { remoteTokens, soundboards, users } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import {
  ACCESS_TOKENS_PER_USER_MAX,
  type AccessTokenInfo,
  type CreatedAccessToken,
} from '#shared/remote.ts';
import { REMOTE_MESSAGES } from '#shared/remote-messages.ts';
import { newToken, secretHash } from './remote-secrets.ts';

const usersTokens = (userId: string) =>
  and(
    eq(remoteTokens.userId, userId),
    eq(remoteTokens.kind, 'access'),
    isNull(remoteTokens.revokedAt),
  );

const columns = {
  id: remoteTokens.id,
  name: remoteTokens.name,
  boardId: remoteTokens.boardId,
  boardTitle: soundboards.name,
  createdAt: remoteTokens.createdAt,
  lastUsedAt: remoteTokens.lastUsedAt,
};
interface Row {
  id: string;
  name: string;
  boardId: string | null;
  boardTitle: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const info = (row: Row): AccessTokenInfo => ({
  id: row.id,
  name: row.name,
  board_id: row.boardId,
  board_title: row.boardTitle,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** The user's working access tokens, oldest first, with their board's title (null: every board). */
export async function listAccessTokens(db: Database, userId: string): Promise<AccessTokenInfo[]> {
  const rows = await db
    .select(columns)
    .from(remoteTokens)
    .leftJoin(soundboards, eq(soundboards.id, remoteTokens.boardId))
    .where(usersTokens(userId))
    .orderBy(asc(remoteTokens.createdAt), asc(remoteTokens.id));
  return rows.map(info);
}

/**
 * A new token for the user (the route checked the board is theirs); the token itself is in the answer only.
 * The count and the insert share a transaction that locks the user's row, so two at once cannot pass the cap.
 */
export async function createAccessToken(
  db: Database,
  userId: string,
  name: string,
  board: { id: string; name: string } | null,
): Promise<CreatedAccessToken> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ held = 0 } = {}] = await tx
      .select({ held: count() })
      .from(remoteTokens)
      .where(usersTokens(userId));
    if (held >= ACCESS_TOKENS_PER_USER_MAX)
      throw new HttpError(409, ERROR_CODES.conflict, REMOTE_MESSAGES.tooManyTokens);
    const token = newToken('access');
    const [row] = await tx
      .insert(remoteTokens)
      .values({
        userId,
        kind: 'access',
        name,
        boardId: board?.id ?? null,
        tokenHash: secretHash(token),
      })
      .returning();
    return {
      token,
      access_token: info({ ...row!, boardTitle: board?.name ?? null }),
    };
  });
}

/** Revokes one of the user's access tokens; false when the user has no such working token. */
export async function revokeAccessToken(db: Database, userId: string, tokenId: string) {
  const rows = await db
    .update(remoteTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(remoteTokens.id, tokenId), usersTokens(userId)))
    .returning({ id: remoteTokens.id });
  return rows.length > 0;
}
