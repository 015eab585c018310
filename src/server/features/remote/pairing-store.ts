import { and, asc, count, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { remotePairingCodes, remoteTokens } from '#server/db/schema.ts';
import { findActiveBoard } from '#server/domain/boards/board-access.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import {
  PAIRING_CODE_TTL_MS,
  PAIRING_TTL_MS,
  REMOTE_PAGE_PATH,
  REMOTES_PER_BOARD_MAX,
  type PairingGrant,
  type PairingOffer,
  type RemoteDevice,
} from '#shared/remote.ts';
import { REMOTE_MESSAGES } from '#shared/remote-messages.ts';
import { displayCode, newPairingCode, newToken, secretHash } from './remote-secrets.ts';

const codeNotFound = () => new HttpError(404, ERROR_CODES.notFound, REMOTE_MESSAGES.codeNotFound);

/** A board's pairings that still work. */
const activePairings = (boardId: string, at: Date) =>
  and(
    eq(remoteTokens.boardId, boardId),
    eq(remoteTokens.kind, 'pairing'),
    isNull(remoteTokens.revokedAt),
    gt(remoteTokens.expiresAt, at),
  );

/** A new code for the owner's board (the route checked the owner); only its hash is stored. */
export async function offerPairing(
  db: Database,
  boardId: string,
  userId: string,
): Promise<PairingOffer> {
  const code = newPairingCode();
  const expiresAt = new Date(Date.now() + PAIRING_CODE_TTL_MS);
  // Spent and stale codes of the board go as a new one comes: the table holds only live ones.
  await db
    .delete(remotePairingCodes)
    .where(
      and(
        eq(remotePairingCodes.boardId, boardId),
        or(lte(remotePairingCodes.expiresAt, new Date()), isNotNull(remotePairingCodes.usedAt)),
      ),
    );
  await db
    .insert(remotePairingCodes)
    .values({ codeHash: secretHash(code), boardId, userId, expiresAt });
  return {
    code: displayCode(code),
    pair_path: `${REMOTE_PAGE_PATH}?code=${code}`,
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * Trades a code (normalised) for a pairing token: once, before it expires, while its board is its owner's and
 * not in the trash, and while the board has room for one more remote. Anything else about the code is one 404.
 */
export async function redeemCode(db: Database, code: string, label: string): Promise<PairingGrant> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [offer] = await tx
      .select()
      .from(remotePairingCodes)
      .where(
        and(
          eq(remotePairingCodes.codeHash, secretHash(code)),
          isNull(remotePairingCodes.usedAt),
          gt(remotePairingCodes.expiresAt, now),
        ),
      )
      .for('update');
    if (!offer) throw codeNotFound();
    // The board's row is locked: two phones pairing at once cannot both take the last place.
    const board = await findActiveBoard(tx, offer.boardId, { forUpdate: true }).catch(() => null);
    if (!board || board.userId !== offer.userId) throw codeNotFound();
    const [{ paired = 0 } = {}] = await tx
      .select({ paired: count() })
      .from(remoteTokens)
      .where(activePairings(board.id, now));
    if (paired >= REMOTES_PER_BOARD_MAX)
      throw new HttpError(409, ERROR_CODES.conflict, REMOTE_MESSAGES.tooManyRemotes);
    await tx
      .update(remotePairingCodes)
      .set({ usedAt: now })
      .where(eq(remotePairingCodes.id, offer.id));
    const token = newToken('pairing');
    const expiresAt = new Date(now.getTime() + PAIRING_TTL_MS);
    const [row] = await tx
      .insert(remoteTokens)
      .values({
        userId: offer.userId,
        kind: 'pairing',
        name: label,
        boardId: board.id,
        tokenHash: secretHash(token),
        expiresAt,
      })
      .returning({ id: remoteTokens.id });
    return { token, remote_id: row!.id, board_id: board.id, expires_at: expiresAt.toISOString() };
  });
}

/** The board's paired remotes that still work, oldest first. */
export async function listRemotes(db: Database, boardId: string): Promise<RemoteDevice[]> {
  const rows = await db
    .select()
    .from(remoteTokens)
    .where(activePairings(boardId, new Date()))
    .orderBy(asc(remoteTokens.createdAt), asc(remoteTokens.id));
  return rows.map((row) => ({
    id: row.id,
    label: row.name,
    paired_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Revokes one remote of the board; false when there is no such working remote. */
export async function revokeRemote(db: Database, boardId: string, remoteId: string) {
  const rows = await db
    .update(remoteTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(remoteTokens.id, remoteId), activePairings(boardId, new Date())))
    .returning({ id: remoteTokens.id });
  return rows.length > 0;
}
