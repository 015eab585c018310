import {
  BOARD_ARCHIVE,
  BOARD_TRANSFER_MESSAGES as M,
  LIBRARY_ARCHIVE,
  LIBRARY_BACKUP_MESSAGES as L,
} from '#shared/board-transfer.ts';
import { boardArchiveSchema, type BoardArchive } from '#shared/schemas/board-archive.ts';
import { libraryArchiveSchema, type LibraryArchive } from '#shared/schemas/library-archive.ts';

type Background = { file: string | null } | null;

/** What one kind of archive may hold (decision 038; a library's backup, decision 054), for the unpacking thread. */
export interface ArchiveRules<Document> {
  documentName: string;
  maxEntries: number;
  maxUnpackedBytes: number;
  maxDocumentBytes: number;
  maxCompressionRatio: number;
  noDocument: string;
  badDocument: string;
  documentTooLarge: string;
  /** The other kind's document, and what to say when it comes instead of this kind's. */
  otherDocument?: { name: string; message: string };
  /** Lists longer than the archive may hold, refused before the schema reports each element's problems. */
  maxLengths: Record<string, number>;
  parse(json: unknown): Document | null;
  /** The archive's files the document names: only these are unpacked. */
  namesUsed(document: Document): Set<string>;
}

const files = (names: (string | null | undefined)[]) =>
  new Set(names.filter((name): name is string => typeof name === 'string'));
const soundFiles = (sounds: BoardArchive['sounds']) =>
  sounds.flatMap((sound) => [sound.audio, sound.image]);
const backgroundFiles = (
  board: { background: Background },
  buttons: { background: Background }[],
) => [board.background, ...buttons.map((b) => b.background)].map((background) => background?.file);

export const BOARD_RULES: ArchiveRules<BoardArchive> = {
  documentName: BOARD_ARCHIVE.documentName,
  /** The document, and audio and an image per sound, and backgrounds. */
  maxEntries: 1 + BOARD_ARCHIVE.maxSounds * 2 + BOARD_ARCHIVE.maxButtons + 1,
  maxUnpackedBytes: BOARD_ARCHIVE.maxUnpackedBytes,
  maxDocumentBytes: BOARD_ARCHIVE.maxDocumentBytes,
  maxCompressionRatio: BOARD_ARCHIVE.maxCompressionRatio,
  noDocument: M.noDocument,
  badDocument: M.badDocument,
  documentTooLarge: M.documentTooLarge,
  maxLengths: { sounds: BOARD_ARCHIVE.maxSounds, buttons: BOARD_ARCHIVE.maxButtons },
  parse: (json) => boardArchiveSchema.safeParse(json).data ?? null,
  namesUsed: (document) =>
    files([...soundFiles(document.sounds), ...backgroundFiles(document.board, document.buttons)]),
};

export const LIBRARY_RULES: ArchiveRules<LibraryArchive> = {
  documentName: LIBRARY_ARCHIVE.documentName,
  maxEntries:
    1 + LIBRARY_ARCHIVE.maxSounds * 2 + LIBRARY_ARCHIVE.maxButtons + LIBRARY_ARCHIVE.maxBoards,
  maxUnpackedBytes: LIBRARY_ARCHIVE.maxUnpackedBytes,
  maxDocumentBytes: LIBRARY_ARCHIVE.maxDocumentBytes,
  maxCompressionRatio: LIBRARY_ARCHIVE.maxCompressionRatio,
  noDocument: L.notBackup,
  badDocument: L.badDocument,
  documentTooLarge: L.documentTooLarge,
  otherDocument: { name: BOARD_ARCHIVE.documentName, message: L.boardArchive },
  maxLengths: { sounds: LIBRARY_ARCHIVE.maxSounds, boards: LIBRARY_ARCHIVE.maxBoards },
  parse: (json) => {
    const library = libraryArchiveSchema.safeParse(json).data;
    if (!library) return null;
    const buttons = library.boards.reduce((sum, board) => sum + board.buttons.length, 0);
    return buttons > LIBRARY_ARCHIVE.maxButtons ? null : library;
  },
  namesUsed: (document) =>
    files([
      ...soundFiles(document.sounds),
      ...document.boards.flatMap(({ board, buttons }) => backgroundFiles(board, buttons)),
      document.settings.avatar,
      document.settings.profile_background,
    ]),
};

export const ARCHIVE_RULES = { board: BOARD_RULES, library: LIBRARY_RULES } as const;
export type ArchiveKind = keyof typeof ARCHIVE_RULES;
