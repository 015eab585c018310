import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles, soundboardCounts, soundboardLikes, soundboards } from '#server/db/schema.ts';
import {
  boardNotFound,
  findActiveBoard,
  type Queryable,
} from '#server/domain/boards/board-access.ts';
import { settingsOf } from '#server/domain/boards/board-mapper.ts';
import { publicPad, readCardPads } from '#server/domain/boards/board-pads.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { POPULAR_LIMIT_MAX, POPULAR_LIST_LIMIT } from '#shared/limits.ts';
import type { LikeResult, PopularBoard } from '#shared/schemas/social.ts';
import { LIKE_ERRORS } from '#shared/like-errors.ts';

/** The requested ?limit= (default 12), capped at POPULAR_LIMIT_MAX. */
export function popularLimit(requested: number | undefined): number {
  return Math.min(requested ?? POPULAR_LIST_LIMIT, POPULAR_LIMIT_MAX);
}

/**
 * The popular page's rows: read in the order of `soundboards_popular_idx`, so only `limit` rows are read
 * however many public boards there are (decision 025).
 */
export function popularQuery(db: Database, limit: number) {
  return db
    .select({ board: soundboards, owner: profiles })
    .from(soundboards)
    .innerJoin(profiles, eq(profiles.id, soundboards.userId))
    .where(and(eq(soundboards.isPublic, true), isNull(soundboards.deletedAt)))
    .orderBy(desc(soundboards.likesCount), desc(soundboards.createdAt), desc(soundboards.id))
    .limit(limit);
}

/**
 * Public, not trashed boards, most liked first; ties by newest, then id, so pages never reorder between
 * requests (spec §7 popular; decision 025 for the shape).
 */
export async function listPopular(db: Database, limit: number): Promise<PopularBoard[]> {
  const rows = await popularQuery(db, limit);
  const ids = rows.map((row) => row.board.id);
  const [counts, pads] = await Promise.all([
    ids.length
      ? db
          .select({ boardId: soundboardCounts.soundboardId, sounds: soundboardCounts.soundCount })
          .from(soundboardCounts)
          .where(inArray(soundboardCounts.soundboardId, ids))
      : [],
    readCardPads(db, ids),
  ]);
  // Buttons whose sound is outside the trash, kept on write (decision 071).
  const soundCounts = new Map(counts.map((row) => [row.boardId, row.sounds]));
  return rows.map(({ board, owner }) => ({
    id: board.id,
    name: board.name,
    description: board.description,
    user_id: board.userId,
    grid_rows: board.gridRows,
    grid_columns: board.gridColumns,
    background_image_url: board.backgroundImageUrl,
    background_settings: settingsOf(board.backgroundSettings),
    is_public: board.isPublic,
    likes_count: board.likesCount,
    created_at: board.createdAt.toISOString(),
    deleted_at: null,
    sound_count: soundCounts.get(board.id) ?? 0,
    pads: (pads.get(board.id) ?? []).map(publicPad),
    owner: {
      username: owner.username,
      avatar_url: owner.avatarUrl,
      public_url_slug: owner.publicUrlSlug,
    },
  }));
}

/** Likes exist only on public boards: others' private boards are 404 (never revealed), an own private one 403. */
async function likeableBoard(db: Queryable, boardId: string, userId: string) {
  const board = await findActiveBoard(db, boardId);
  if (board.isPublic) return board;
  if (board.userId === userId)
    throw new HttpError(403, ERROR_CODES.forbidden, LIKE_ERRORS.onlyPublic);
  throw boardNotFound();
}

async function likesCountOf(db: Queryable, boardId: string): Promise<LikeResult> {
  const [row] = await db
    .select({ likesCount: soundboards.likesCount })
    .from(soundboards)
    .where(eq(soundboards.id, boardId));
  if (!row) throw boardNotFound();
  return { likes_count: row.likesCount };
}

/*
 * A like's three queries run on one connection, in one transaction: the pool is asked once, before any
 * write. In a burst that outruns the pool, a like is refused (503) while it waits for that connection, never
 * after its row was stored (issue 32 point 3).
 */

/** Like; a duplicate is a no-op (the primary key refuses it, the count trigger never runs). */
export function likeBoard(db: Database, userId: string, boardId: string) {
  return db.transaction(async (tx) => {
    await likeableBoard(tx, boardId, userId);
    await tx
      .insert(soundboardLikes)
      .values({ soundboardId: boardId, userId })
      .onConflictDoNothing();
    return likesCountOf(tx, boardId);
  });
}

/** Unlike; a board the user never liked is a no-op. */
export function unlikeBoard(db: Database, userId: string, boardId: string) {
  return db.transaction(async (tx) => {
    await likeableBoard(tx, boardId, userId);
    await tx
      .delete(soundboardLikes)
      .where(and(eq(soundboardLikes.soundboardId, boardId), eq(soundboardLikes.userId, userId)));
    return likesCountOf(tx, boardId);
  });
}

/** Ids of the boards the user liked that they can still see as likeable: public and not trashed. */
export async function listLikedIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: soundboardLikes.soundboardId })
    .from(soundboardLikes)
    .innerJoin(soundboards, eq(soundboards.id, soundboardLikes.soundboardId))
    .where(
      and(
        eq(soundboardLikes.userId, userId),
        isNull(soundboards.deletedAt),
        eq(soundboards.isPublic, true),
      ),
    )
    .orderBy(desc(soundboardLikes.createdAt), desc(soundboardLikes.soundboardId));
  return rows.map((row) => row.id);
}
