import { ARCHIVE_FILE_NAME, BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import type { ArchiveRules } from './archive-rules.ts';
import type { ZipEntry } from './zip-directory.ts';

/**
 * Most entries the directory may list: the archive's, and as many again for the folder entries and
 * `__MACOSX/` files of an archive zipped by macOS (never inflated; the archive's own entries are counted
 * against `maxEntries` after they are left out).
 */
export const maxDirectoryEntries = (rules: ArchiveRules<unknown>) => rules.maxEntries * 2 + 16;

/** Below this, a compression ratio is not looked at (a small file cannot cost much). */
const RATIO_FREE_BYTES = 1024 * 1024;

/**
 * What is wrong with an archive by its directory alone (decision 038), before anything is inflated: a name
 * that is not allowed or repeated, more entries or unpacked bytes than a board can have, a document larger
 * than a board's, an entry compressed beyond what real files are, an entry that is encrypted or packed in a
 * way the app does not read, entries that overlap. Null when the directory is acceptable.
 */
export function directoryProblem(
  entries: readonly ZipEntry[],
  archiveLength: number,
  rules: ArchiveRules<unknown>,
): string | null {
  const seen = new Set<string>();
  let unpacked = 0;
  for (const entry of entries) {
    if (entry.name !== rules.documentName && !ARCHIVE_FILE_NAME.test(entry.name)) {
      return M.unsafeName;
    }
    if (seen.has(entry.name)) return M.duplicateName(entry.name);
    seen.add(entry.name);
    unpacked += entry.size;
  }
  if (entries.length > rules.maxEntries || unpacked > rules.maxUnpackedBytes) {
    return M.tooBigUnpacked;
  }
  if (!seen.has(rules.documentName)) return rules.noDocument;
  for (const entry of entries) {
    if (entry.name === rules.documentName && entry.size > rules.maxDocumentBytes) {
      return rules.documentTooLarge;
    }
    if (entry.encrypted || (entry.method !== 0 && entry.method !== 8)) return M.unreadable;
    if (entry.method === 0 && entry.compressedSize !== entry.size) return M.damaged(entry.name);
    const ratio = entry.size / Math.max(1, entry.compressedSize);
    if (entry.size > RATIO_FREE_BYTES && ratio > rules.maxCompressionRatio) {
      return M.overCompressed;
    }
  }
  // Many small entries, each below the free size, that together unpack far beyond what was sent.
  const packed = entries.reduce((sum, entry) => sum + entry.compressedSize, 0);
  // Entries that share their bytes (one stretch of data named many times) cannot all fit in the archive.
  if (packed > archiveLength) return M.unreadable;
  if (unpacked > RATIO_FREE_BYTES && unpacked / Math.max(1, packed) > rules.maxCompressionRatio) {
    return M.overCompressed;
  }
  return null;
}
