import { z } from 'zod';
import { LIBRARY_ARCHIVE } from '#shared/board-transfer.ts';
import { BIO_MAX, FULL_NAME_MAX } from '#shared/limits.ts';
import {
  archiveButtonSchema,
  archiveSoundSchema,
  boardArchiveSchema,
} from '#shared/schemas/board-archive.ts';

/**
 * When an item was moved to the trash where it came from: a restore puts it in the account's trash, moved
 * there then, or 30 days ago at the earliest (decision 079). A backup leaves the trash out; a guest's library
 * brings its trash along when the guest claims it.
 */
const trashedAt = z.iso.datetime({ offset: true }).optional();

/** A board of the library: the board archive's board (decision 038), whether it was public, its buttons. */
export const libraryBoardSchema = z.object({
  board: boardArchiveSchema.shape.board.extend({
    is_public: z.boolean(),
    /** The board's id where it was backed up: a restore adds it once (decision 062). Absent before 062. */
    id: z.uuid().optional(),
    trashed_at: trashedAt,
  }),
  /** `sound` is the key of a sound of the library's list. */
  buttons: z.array(archiveButtonSchema).max(LIBRARY_ARCHIVE.maxButtons),
});

/** `library.json` of a backup, version 1 (decision 054). */
export const libraryArchiveSchema = z.object({
  format: z.literal(LIBRARY_ARCHIVE.format),
  version: z.literal(LIBRARY_ARCHIVE.version),
  exported_at: z.string(),
  settings: z.object({
    full_name: z.string().max(FULL_NAME_MAX).nullable(),
    bio: z.string().max(BIO_MAX).nullable(),
    /** The profile's avatar and background as files of the archive (decision 062; absent before it). */
    avatar: z.string().nullable().optional(),
    profile_background: z.string().nullable().optional(),
  }),
  sounds: z
    .array(archiveSoundSchema.extend({ trashed_at: trashedAt }))
    .max(LIBRARY_ARCHIVE.maxSounds),
  boards: z.array(libraryBoardSchema).max(LIBRARY_ARCHIVE.maxBoards),
});
export type LibraryArchive = z.infer<typeof libraryArchiveSchema>;
