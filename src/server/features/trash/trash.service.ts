import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundboardButtons, soundboards, sounds } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { ClearTrashResult, Trash } from '#shared/schemas/trash.ts';
import { BOARD_NOT_FOUND_MESSAGE, SOUND_NOT_FOUND_MESSAGE } from '#shared/trash-messages.ts';
import { purge, scopes, type PurgeDeps } from './purge.ts';
import { soundUrl } from '#server/storage/sound-url.ts';
import { isUuid } from '#server/lib/ids.ts';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';

const boardNotFound = () => new HttpError(404, ERROR_CODES.notFound, BOARD_NOT_FOUND_MESSAGE);
const soundNotFound = () => new HttpError(404, ERROR_CODES.notFound, SOUND_NOT_FOUND_MESSAGE);

/** The user's trashed boards and sounds, most recently deleted first. */
export async function listTrash(db: Database, userId: string): Promise<Trash> {
  const [boardRows, soundRows] = await Promise.all([
    db
      .select()
      .from(soundboards)
      .where(and(eq(soundboards.userId, userId), isNotNull(soundboards.deletedAt)))
      .orderBy(desc(soundboards.deletedAt)),
    db
      .select()
      .from(sounds)
      .where(and(eq(sounds.userId, userId), isNotNull(sounds.deletedAt)))
      .orderBy(desc(sounds.deletedAt)),
  ]);
  const counts = await soundButtonCounts(
    db,
    boardRows.map((board) => board.id),
  );
  return {
    boards: boardRows.map((board) => ({
      id: board.id,
      name: board.name,
      description: board.description,
      background_image_url: board.backgroundImageUrl,
      background_settings: board.backgroundSettings,
      created_at: board.createdAt.toISOString(),
      deleted_at: board.deletedAt!.toISOString(),
      sound_button_count: counts.get(board.id) ?? 0,
    })),
    sounds: soundRows.map((sound) => ({
      id: sound.id,
      name: sound.name,
      url: soundUrl(sound),
      image_url: sound.imageUrl,
      created_at: sound.createdAt.toISOString(),
      deleted_at: sound.deletedAt!.toISOString(),
    })),
  };
}

async function soundButtonCounts(db: Database, boardIds: string[]) {
  if (boardIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ boardId: soundboardButtons.soundboardId, n: count() })
    .from(soundboardButtons)
    .where(
      and(inArray(soundboardButtons.soundboardId, boardIds), isNotNull(soundboardButtons.soundId)),
    )
    .groupBy(soundboardButtons.soundboardId);
  return new Map(rows.map((row) => [row.boardId, row.n]));
}

/** Takes an own board out of the trash; 404 unless it is the user's and trashed. */
export async function restoreBoard(db: Database, userId: string, boardId: string) {
  const [row] = await db
    .update(soundboards)
    .set({ deletedAt: null })
    .where(
      and(
        eq(soundboards.id, boardId),
        eq(soundboards.userId, userId),
        isNotNull(soundboards.deletedAt),
      ),
    )
    .returning({ id: soundboards.id });
  if (!row) throw boardNotFound();
  return row;
}

/** Takes an own sound out of the trash (buttons it was detached from stay detached). */
export async function restoreSound(db: Database, userId: string, soundId: string) {
  const [row] = await db
    .update(sounds)
    .set({ deletedAt: null })
    .where(and(eq(sounds.id, soundId), eq(sounds.userId, userId), isNotNull(sounds.deletedAt)))
    .returning({ id: sounds.id });
  if (!row) throw soundNotFound();
  return row;
}

export async function deleteBoardPermanently(deps: PurgeDeps, userId: string, boardId: string) {
  const { boards } = await purge(deps, { boards: scopes.ownBoard(userId, boardId) });
  if (boards.length > 0) return;
  // Not the user's: 403 for a public board they can see (DESIGN §5), 404 for anything else.
  const [seen] = isUuid(boardId)
    ? await deps.db
        .select({ id: soundboards.id })
        .from(soundboards)
        .where(
          and(
            eq(soundboards.id, boardId),
            eq(soundboards.isPublic, true),
            isNull(soundboards.deletedAt),
          ),
        )
    : [];
  if (seen) throw new HttpError(403, ERROR_CODES.forbidden, BOARD_MESSAGES.notOwner);
  throw boardNotFound();
}

export async function deleteSoundPermanently(deps: PurgeDeps, userId: string, soundId: string) {
  const { sounds: deleted } = await purge(deps, { sounds: scopes.ownSound(userId, soundId) });
  if (deleted.length === 0) throw soundNotFound();
}

/** Clear All Trash: every trashed board and sound of the user, with their files. */
export async function clearUserTrash(deps: PurgeDeps, userId: string): Promise<ClearTrashResult> {
  const result = await purge(deps, {
    boards: scopes.ownTrashedBoards(userId),
    sounds: scopes.ownTrashedSounds(userId),
  });
  const boards = result.boards.length;
  const soundCount = result.sounds.length;
  return { cleared: { boards, sounds: soundCount, total: boards + soundCount } };
}
