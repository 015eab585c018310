import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { HttpError } from '#server/lib/http-error.ts';
import {
  ARCHIVE_FILE_NAME,
  BOARD_ARCHIVE,
  BOARD_TRANSFER_MESSAGES as M,
} from '#shared/board-transfer.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { boardArchiveSchema, type BoardArchive } from '#shared/schemas/board-archive.ts';
import { readZipDirectory } from './zip-directory.ts';

const refuse = (message: string) => new HttpError(400, ERROR_CODES.validation, message);

/** Most entries an archive may have: the document, and audio and an image per sound, and backgrounds. */
const MAX_ENTRIES = 1 + BOARD_ARCHIVE.maxSounds * 2 + BOARD_ARCHIVE.maxButtons + 1;

/**
 * Reads an archive's entries (decision 038): names are checked and sizes added up from the directory before
 * anything is inflated, so an unsafe name or a zip bomb is refused without unpacking it.
 */
export function unpackArchive(bytes: Uint8Array): {
  document: BoardArchive;
  files: Map<string, Uint8Array>;
} {
  let entries = 0;
  let unpacked = 0;
  let problem: string | null = null;
  let entriesOut: Record<string, Uint8Array>;
  try {
    entriesOut = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith('/')) return false; // a folder entry
        entries++;
        unpacked += file.originalSize;
        if (file.name !== BOARD_ARCHIVE.documentName && !ARCHIVE_FILE_NAME.test(file.name)) {
          problem ??= M.unsafeName;
        }
        if (entries > MAX_ENTRIES || unpacked > BOARD_ARCHIVE.maxUnpackedBytes) {
          problem ??= M.tooBigUnpacked;
        }
        return problem === null;
      },
    });
  } catch {
    throw refuse(problem ?? M.unreadable);
  }
  if (problem) throw refuse(problem);
  const directory = readZipDirectory(bytes);
  for (const [name, content] of Object.entries(entriesOut)) {
    const record = directory?.get(name);
    const intact =
      record !== undefined &&
      (record.size === null || record.size === content.byteLength) &&
      crc32(content) === record.crc32;
    if (!intact) throw refuse(M.damaged(name));
  }
  const documentBytes = entriesOut[BOARD_ARCHIVE.documentName];
  if (!documentBytes) throw refuse(M.noDocument);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(documentBytes));
  } catch {
    throw refuse(M.badDocument);
  }
  const parsed = boardArchiveSchema.safeParse(json);
  if (!parsed.success) throw refuse(M.badDocument);
  const files = new Map(
    Object.entries(entriesOut).filter(([name]) => name !== BOARD_ARCHIVE.documentName),
  );
  return { document: parsed.data, files };
}
