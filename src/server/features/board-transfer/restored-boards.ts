import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundboards } from '#server/db/schema.ts';
import type { LibraryArchive } from '#shared/schemas/library-archive.ts';

/**
 * The id a board of a backup gets when restored into `userId`'s account (decision 062): the same on every
 * restore of that board into that account, so a second restore finds it there. A UUID of version 8 (RFC 9562,
 * custom) made of a SHA-256 of both ids; it tells nothing a board's id does not already tell its owner.
 */
export function restoredBoardId(userId: string, originId: string): string {
  const hex = createHash('sha256')
    .update(`soundboard.restored-board\0${userId}\0${originId}`)
    .digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * For each board of a backup: `null` when the account already has it (the board itself, in the account it
 * was backed up from, or a copy an earlier restore added; not in the trash, unless the backup's board was
 * in a trash too), otherwise the id to add it
 * under (`undefined`: a new random one, for a backup made before decision 062 or an id already taken).
 */
export async function restoredBoardIds(
  db: Database,
  userId: string,
  boards: LibraryArchive['boards'],
): Promise<(string | null | undefined)[]> {
  const origins = boards.flatMap(({ board }) => (board.id ? [board.id] : []));
  const candidates = origins.flatMap((origin) => [origin, restoredBoardId(userId, origin)]);
  const rows = candidates.length
    ? await db
        .select({
          id: soundboards.id,
          userId: soundboards.userId,
          deletedAt: soundboards.deletedAt,
        })
        .from(soundboards)
        .where(inArray(soundboards.id, candidates))
    : [];
  const existing = new Map(rows.map((row) => [row.id, row]));
  const live = (id: string) => {
    const row = existing.get(id);
    return row !== undefined && row.userId === userId && row.deletedAt === null;
  };
  const taken = new Set<string>();
  const owned = (id: string) => existing.get(id)?.userId === userId;
  return boards.map(({ board }) => {
    if (!board.id) return undefined;
    const id = restoredBoardId(userId, board.id);
    if (live(board.id) || live(id)) return null;
    // A board of the trash (decision 079) that the account has, in its trash or not, is not added again.
    if (board.trashed_at !== undefined && (owned(board.id) || owned(id))) return null;
    if (existing.has(id) || taken.has(id)) return undefined;
    taken.add(id);
    return id;
  });
}
