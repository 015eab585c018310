import type { FileHandle } from 'node:fs/promises';

/** What a zip's central directory says of one entry, and where its data starts in the archive. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (others are refused). */
  method: number;
  encrypted: boolean;
  crc32: number;
  compressedSize: number;
  size: number;
  /** The local header's offset from the archive's start. */
  headerOffset: number;
}

/** The archive's bytes: a range of an open file (the upload's file part). */
export interface ArchiveRange {
  file: FileHandle;
  start: number;
  length: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Directory record for the most entries an archive may have, each with a long name and extras. */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

export class ZipFormatError extends Error {}

export async function readAt(range: ArchiveRange, offset: number, length: number) {
  const bytes = new Uint8Array(Math.max(0, Math.min(length, range.length - offset)));
  if (bytes.byteLength > 0) await range.file.read(bytes, 0, bytes.byteLength, range.start + offset);
  return bytes;
}

/**
 * Reads the central directory (decision 038) without inflating anything. Throws ZipFormatError when there is
 * no readable directory, a zip64 archive (larger than an import may be) or a directory larger than the most
 * entries allowed can need.
 */
export async function readZipDirectory(range: ArchiveRange, maxEntries: number) {
  const tailLength = Math.min(range.length, 22 + 0xffff); // the comment is at most 64 KB
  const tail = await readAt(range, range.length - tailLength, tailLength);
  const tailView = new DataView(tail.buffer);
  let end = tail.byteLength - 22;
  while (end >= 0 && tailView.getUint32(end, true) !== END_OF_DIRECTORY) end--;
  if (end < 0) throw new ZipFormatError('no directory');
  const count = tailView.getUint16(end + 10, true);
  const directorySize = tailView.getUint32(end + 12, true);
  const directoryOffset = tailView.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipFormatError('zip64');
  if (count > maxEntries + 1 || directorySize > MAX_DIRECTORY_BYTES) {
    return { tooMany: true as const, entries: [] };
  }
  const directory = await readAt(range, directoryOffset, directorySize);
  const view = new DataView(directory.buffer);
  const utf8 = new TextDecoder('utf-8', { fatal: false });
  const latin1 = new TextDecoder('latin1');
  const entries: ZipEntry[] = [];
  let offset = 0;
  while (offset + 46 <= directory.byteLength && view.getUint32(offset, true) === DIRECTORY_ENTRY) {
    const flags = view.getUint16(offset + 8, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameBytes = directory.subarray(offset + 46, offset + 46 + nameLength);
    entries.push({
      name: (flags & 0x800 ? utf8 : latin1).decode(nameBytes),
      method: view.getUint16(offset + 10, true),
      encrypted: (flags & 1) === 1,
      crc32: view.getUint32(offset + 16, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      headerOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  if (entries.length !== count) throw new ZipFormatError('directory cut short');
  return { tooMany: false as const, entries };
}

/** Where an entry's compressed bytes start; throws ZipFormatError when its local header is not there. */
export async function entryDataStart(range: ArchiveRange, entry: ZipEntry): Promise<number> {
  const header = await readAt(range, entry.headerOffset, 30);
  const view = new DataView(header.buffer);
  if (header.byteLength < 30 || view.getUint32(0, true) !== LOCAL_HEADER) {
    throw new ZipFormatError('no local header');
  }
  const start = entry.headerOffset + 30 + view.getUint16(26, true) + view.getUint16(28, true);
  if (start + entry.compressedSize > range.length) throw new ZipFormatError('entry past the end');
  return start;
}
