import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles, soundboardButtons, soundboards, sounds } from '#server/db/schema.ts';
import { commitFileChange } from '#server/storage/file-commit.ts';
import type { Storage } from '#server/storage/storage.ts';
import type { LibraryArchive } from '#shared/schemas/library-archive.ts';
import { SOUND_TAGS } from '#shared/sound-library.ts';
import { archiveFiles } from './archive-files.ts';
import { boardRows, refuseAddressBackgrounds } from './board-rows.ts';
import { restoredBoardIds } from './restored-boards.ts';
import { restoredProfileImages } from './restored-profile.ts';
import { restoredDeletedAt } from './restored-trash.ts';
import { refuseAddressSounds, soundRow } from './sound-rows.ts';
import type { UnpackedFile } from './unpack-protocol.ts';

/**
 * What a restore did: the boards it added, the boards the account already had, the sounds it stored, the
 * sounds the library already had.
 */
export interface RestoreSummary {
  boards: number;
  boards_kept: number;
  sounds_added: number;
  sounds_kept: number;
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

interface KnownSound {
  id: string;
  tags: string[];
  /** In the trash: only a sound of the archive's trash is kept as this one (decision 079). */
  trashed: boolean;
}

/** Keeps `sound` under `hash` unless a live sound is there already: a live one wins over one in the trash. */
function know(byHash: Map<string, KnownSound>, hash: string, sound: KnownSound) {
  const had = byHash.get(hash);
  if (!had || (had.trashed && !sound.trashed)) byHash.set(hash, sound);
}

/**
 * The content hash of each sound of the library that has a stored file (read from storage, in turn); those
 * in the trash too when the archive brings sounds of a trash.
 */
async function libraryHashes(
  deps: { db: Database; storage: Storage },
  userId: string,
  withTrash: boolean,
) {
  const rows = await deps.db
    .select({
      id: sounds.id,
      filePath: sounds.filePath,
      tags: sounds.tags,
      deletedAt: sounds.deletedAt,
    })
    .from(sounds)
    .where(
      and(
        eq(sounds.userId, userId),
        withTrash ? undefined : isNull(sounds.deletedAt),
        isNotNull(sounds.filePath),
      ),
    );
  const byHash = new Map<string, KnownSound>();
  for (const row of rows) {
    const hash = await sha256(deps.storage.read('sounds', row.filePath!)).catch(() => null);
    if (hash) know(byHash, hash, { id: row.id, tags: row.tags, trashed: row.deletedAt !== null });
  }
  return byHash;
}

/**
 * A library's backup restored into the caller's account, merged (decision 054): a sound whose audio is
 * already in the library (same SHA-256 of its bytes, or earlier in the same backup) is not stored again,
 * its tags are joined to the one there and the boards' buttons play it; every other sound is stored as a
 * board import stores one (checked like an upload, counted against the quota). Every board is added as a
 * new board, as public as it was, unless an earlier restore added it or it is the account's own (decision
 * 062). An item the archive says was in a trash (a guest's library, decision 079) goes to the account's
 * trash, and is not added again where the account has it, in its trash or not. The profile's name, bio,
 * avatar and background are taken only where the account has none.
 * One transaction: on any failure nothing is left and every file stored so far is released.
 */
export async function restoreLibrary(
  deps: { db: Database; storage: Storage },
  userId: string,
  { document, files }: { document: LibraryArchive; files: Map<string, UnpackedFile> },
): Promise<RestoreSummary> {
  for (const { board, buttons } of document.boards) refuseAddressBackgrounds(board, buttons);
  refuseAddressSounds(document.sounds);
  const withTrash = document.sounds.some((sound) => sound.trashed_at !== undefined);
  const byHash = await libraryHashes(deps, userId, withTrash);
  const stored = archiveFiles(deps, userId, files);
  try {
    const soundIdOf = new Map<string, string>();
    const newSounds: Awaited<ReturnType<typeof soundRow>>[] = [];
    const tagsOf = new Map<string, string[]>();
    let kept = 0;
    // Live sounds first: a sound of the trash with the same audio is then that live one, whatever the order.
    const live = document.sounds.filter((sound) => sound.trashed_at === undefined);
    const trashed = document.sounds.filter((sound) => sound.trashed_at !== undefined);
    for (const sound of [...live, ...trashed]) {
      const deletedAt = restoredDeletedAt(sound.trashed_at);
      const file = sound.audio ? files.get(sound.audio) : undefined;
      const hash = file
        ? await sha256(
            createReadStream(file.path, { start: file.offset, end: file.offset + file.size - 1 }),
          )
        : null;
      const known = hash ? byHash.get(hash) : undefined;
      if (known && (!known.trashed || deletedAt)) {
        kept += 1;
        soundIdOf.set(sound.key, known.id);
        const tags = [...new Set([...known.tags, ...sound.tags])].slice(0, SOUND_TAGS.maxTags);
        if (tags.length !== known.tags.length) {
          known.tags = tags;
          tagsOf.set(known.id, tags);
        }
        continue;
      }
      const row = { ...(await soundRow(stored, userId, sound)), deletedAt };
      soundIdOf.set(sound.key, row.id);
      newSounds.push(row);
      if (hash) know(byHash, hash, { id: row.id, tags: row.tags ?? [], trashed: !!deletedAt });
    }
    const boards: Awaited<ReturnType<typeof boardRows>>[] = [];
    const ids = await restoredBoardIds(deps.db, userId, document.boards);
    for (const [index, { board, buttons }] of document.boards.entries()) {
      const id = ids[index];
      if (id === null) continue; // already in the account (decision 062)
      const rows = await boardRows(
        stored,
        userId,
        { board, buttons, isPublic: board.is_public, id },
        soundIdOf,
      );
      rows.boardRow.deletedAt = restoredDeletedAt(board.trashed_at);
      boards.push(rows);
    }
    const profileImages = await restoredProfileImages(deps.db, stored, userId, document.settings);
    await commitFileChange(deps, stored.take(), async (tx) => {
      // Sounds kept from the library may have gained tags (a new sound's row already has its own).
      const inserted = new Set(newSounds.map((row) => row.id));
      if (newSounds.length) await tx.insert(sounds).values(newSounds);
      for (const [id, tags] of tagsOf) {
        if (!inserted.has(id)) await tx.update(sounds).set({ tags }).where(eq(sounds.id, id));
      }
      for (const { boardRow, buttonRows } of boards) {
        await tx.insert(soundboards).values(boardRow);
        if (buttonRows.length) await tx.insert(soundboardButtons).values(buttonRows);
      }
      const { full_name: fullName, bio } = document.settings;
      await tx
        .update(profiles)
        .set({
          fullName: sql`coalesce(${profiles.fullName}, ${fullName})`,
          bio: sql`coalesce(${profiles.bio}, ${bio})`,
          ...profileImages,
        })
        .where(eq(profiles.id, userId));
      return { result: null };
    });
    return {
      boards: boards.length,
      boards_kept: document.boards.length - boards.length,
      sounds_added: newSounds.length,
      sounds_kept: kept,
    };
  } catch (error) {
    await stored.releaseAll();
    throw error;
  }
}
