import { MB } from './limits.ts';

/**
 * A board exported as one .zip and imported again (issue 17 point 6, decision 038): `board.json` plus the
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
