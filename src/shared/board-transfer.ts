import { MB, USER_STORAGE_QUOTA_BYTES } from './limits.ts';

/**
 * A board exported as one .zip and imported again (decision 038): `board.json` plus the
 * audio and images it names. No zod here (the web app reads the texts).
 */
export const BOARD_ARCHIVE = {
  format: 'soundboard.board',
  version: 1,
  /** The largest archive an import accepts (the request is held in memory while it is read). */
  maxBytes: 100 * MB,
  /** Unpacked, the files may not add up to more than this (a small zip cannot unpack into gigabytes). */
  maxUnpackedBytes: 150 * MB,
  maxSounds: 500,
  maxButtons: 1000,
  maxGridSide: 100,
  documentName: 'board.json',
  /**
   * The most `board.json` may hold, checked before it is inflated and while it is: one board's document,
   * worst case (every text at its maximum in 4-byte characters, pretty-printed) about 1 KB a button and
   * 2 KB a sound, plus room for the board itself.
   */
  maxDocumentBytes: 16 * 1024 + 1000 * 1024 + 500 * 2048,
  /**
   * An entry larger than 1 MB unpacked, and the archive as a whole, may not be compressed more than this
   * (deflate reaches ~1000:1 on nothing; audio, images and a board's document stay far below).
   */
  maxCompressionRatio: 100,
  /** Seconds a client is told to wait (Retry-After) when every import slot of the instance is taken. */
  busyRetrySeconds: 30,
} as const;

export const BOARD_TRANSFER_MESSAGES = {
  export: 'Export board (.zip)',
  exportHint: 'The board, its sounds and images in one file, to keep or to import elsewhere.',
  exporting: 'Exporting…',
  exported: 'Board exported',
  exportFailed: 'Could not export the board.',
  import: 'Import board',
  importing: 'Importing…',
  imported: (name: string) => `Imported “${name}”`,
  importFailed: 'Could not import the board.',
  chooseFile: 'Choose a board .zip file',
  tooLarge: `The archive is too large. Max ${BOARD_ARCHIVE.maxBytes / MB}MB.`,
  notZip: 'This is not a board archive (.zip).',
  unreadable: 'The archive could not be read.',
  damaged: (name: string) => `The archive is damaged: ${name} does not match its checksum.`,
  noDocument: `The archive has no ${BOARD_ARCHIVE.documentName}.`,
  badDocument: `The archive's ${BOARD_ARCHIVE.documentName} is not a board of this app.`,
  missingFile: (name: string) => `The archive lacks ${name}, which the board uses.`,
  unsafeName: 'The archive contains a file name that is not allowed.',
  tooBigUnpacked: 'The archive unpacks to more than an import may hold.',
  badFile: (name: string) => `${name} in the archive is not a supported audio file or image.`,
  /** Decision 062: a sound whose codec browsers cannot decode (decision 055), refused as an upload is. */
  unplayable: (name: string, codec: string) =>
    `${name} in the archive holds ${codec} audio, which browsers cannot play. Convert it to MP3, AAC (M4A) or PCM WAV first.`,
  documentTooLarge: `The archive's ${BOARD_ARCHIVE.documentName} is larger than a board can need (max ${Math.round(BOARD_ARCHIVE.maxDocumentBytes / MB)}MB).`,
  overCompressed: 'The archive is compressed far more than a board’s audio and images can be.',
  duplicateName: (name: string) => `The archive holds ${name} more than once.`,
  manyTopFolders: (names: readonly string[]) =>
    `The archive holds ${names.map((name) => `“${name}”`).join(', ')} at its top: a board archive has ${BOARD_ARCHIVE.documentName} and its folders at the top, or all of them inside one folder.`,
  nestedFolders: (folder: string) =>
    `The archive holds the board inside “${folder}”, more than one folder down: zip the board’s own folder, or its files.`,
  tooSlow: (seconds: number) =>
    `Checking the archive took longer than ${seconds} seconds; it was not imported.`,
  noFile: 'Choose a board archive (.zip) to import.',
  interrupted: 'The upload of the archive was interrupted. Try again.',
  busy: 'Other boards are being imported right now. Try again in a minute.',
  backgroundNotFile:
    'A background in the archive is a web address; an import takes backgrounds only as image files inside the archive.',
  soundNotFile: (name: string) =>
    `The sound “${name}” in the archive is a web address, not an audio file inside the archive. Add it from its address with the URL tab instead.`,
} as const;

/** Names of files inside an archive: a folder, then letters, digits, dot, dash and underscore. */
export const ARCHIVE_FILE_NAME = /^(audio|images)\/[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/;

/** A file name for a board's archive: its name in lowercase words, dashes between. */
export function archiveFileName(boardName: string): string {
  const slug = boardName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return `${slug || 'board'}.soundboard.zip`;
}

/**
 * The whole library as one .zip (decision 054): `library.json` (the profile's settings, every sound of the
 * library, every board with its buttons) and the audio and images it names, in the board archive's folders.
 * Restored through the board import's path (the same unpacking thread and checks) with these limits.
 */
export const LIBRARY_ARCHIVE = {
  format: 'soundboard.library',
  version: 1,
  documentName: 'library.json',
  /** A library is at most the storage quota; the archive may hold that and its document. */
  maxBytes: USER_STORAGE_QUOTA_BYTES + 32 * MB,
  maxUnpackedBytes: USER_STORAGE_QUOTA_BYTES + 32 * MB,
  maxSounds: 2000,
  maxBoards: 200,
  /** Buttons of every board together. */
  maxButtons: 10_000,
  /** 2 KB a sound, 1 KB a button, 16 KB a board at their field maxima (see BOARD_ARCHIVE.maxDocumentBytes). */
  maxDocumentBytes: 2000 * 2048 + 10_000 * 1024 + 200 * 16 * 1024,
  maxCompressionRatio: BOARD_ARCHIVE.maxCompressionRatio,
  fileName: 'soundboard-library.zip',
} as const;

export const LIBRARY_BACKUP_MESSAGES = {
  title: 'Backup',
  description:
    'Every board, sound, image and tag of your account in one file. Restoring adds what the file holds to your account: a sound you already have is not stored twice.',
  backup: 'Download backup (.zip)',
  backingUp: 'Preparing backup…',
  backedUp: 'Backup downloaded',
  backupFailed: 'Could not make the backup.',
  restore: 'Restore from backup',
  restoring: 'Restoring…',
  restored: (boards: number, added: number, kept: number, boardsKept = 0) =>
    `Restored ${boards} ${boards === 1 ? 'board' : 'boards'} and ${added} new ${added === 1 ? 'sound' : 'sounds'}` +
    (kept ? ` (${kept} already in your library)` : '') +
    '.' +
    (boardsKept
      ? ` ${boardsKept} ${boardsKept === 1 ? 'board was' : 'boards were'} already in your account.`
      : ''),
  restoreFailed: 'Could not restore the backup.',
  chooseFile: 'Choose a backup .zip file',
  tooLarge: `The backup is too large. Max ${LIBRARY_ARCHIVE.maxBytes / MB}MB.`,
  boardArchive: `This is one board's archive, not a backup: import it with “${BOARD_TRANSFER_MESSAGES.import}” on My Boards.`,
  notBackup: `This is not a backup of this app: it has no ${LIBRARY_ARCHIVE.documentName}.`,
  badDocument: `The backup's ${LIBRARY_ARCHIVE.documentName} is not a library of this app.`,
  documentTooLarge: `The backup's ${LIBRARY_ARCHIVE.documentName} is larger than a library can need (max ${Math.round(LIBRARY_ARCHIVE.maxDocumentBytes / MB)}MB).`,
} as const;
