import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundboardCounts, soundboards } from '#server/db/schema.ts';
import { toBoard } from '#server/domain/boards/board-mapper.ts';
import { readCardPads } from '#server/domain/boards/board-pads.ts';
import type { BoardSummaryPage } from '#shared/schemas/board-summary.ts';
import { encodeCursor, type SummaryCursor } from './board-summary-cursor.ts';

const ownActive = (userId: string) =>
  and(eq(soundboards.userId, userId), isNull(soundboards.deletedAt));

/** created_at to the microsecond, in the one form the cursor carries (decision 065). */
const createdAtText = sql<string>`to_char(${soundboards.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A page of the user's boards for My Boards (decision 065), newest first, ties by id: each board's own fields
 * with its button and sound counts (kept on write), then its card's pads — two queries, whatever the boards' sizes.
 */
export async function listBoardSummaries(
  db: Database,
  userId: string,
  { limit, cursor }: { limit: number; cursor: SummaryCursor | null },
): Promise<BoardSummaryPage> {
  const after = cursor
    ? sql`(${soundboards.createdAt}, ${soundboards.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      board: soundboards,
      createdAt: createdAtText,
      // Kept on write by triggers (decision 071): buttons, and those whose sound is not in the trash.
      buttons: sql<number>`coalesce(${soundboardCounts.buttonCount}, 0)`,
      sounds: sql<number>`coalesce(${soundboardCounts.soundCount}, 0)`,
      total: sql<number>`(select count(*)::int from soundboards o where o.user_id = ${userId} and o.deleted_at is null)`,
    })
    .from(soundboards)
    .leftJoin(soundboardCounts, eq(soundboardCounts.soundboardId, soundboards.id))
    .where(and(ownActive(userId), after))
    .orderBy(desc(soundboards.createdAt), desc(soundboards.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const pads = await readCardPads(
    db,
    shown.map((row) => row.board.id),
  );
  const total = rows[0] ? Number(rows[0].total) : await countOwn(db, userId);
  const last = shown.at(-1);
  return {
    boards: shown.map((row) => {
      const { soundboard_buttons: none, ...fields } = toBoard(row.board, []);
      void none;
      return {
        ...fields,
        button_count: Number(row.buttons),
        sound_count: Number(row.sounds),
        pads: pads.get(row.board.id) ?? [],
      };
    }),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor({ createdAt: last.createdAt, id: last.board.id })
        : null,
    total,
  };
}

async function countOwn(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(soundboards)
    .where(ownActive(userId));
  return Number(row?.count ?? 0);
}
