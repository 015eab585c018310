/** What a zip's central directory says of one entry: the checksum and length of its unpacked bytes. */
export interface ZipEntryRecord {
  crc32: number;
  /** null when the directory defers to a zip64 field (not for archives of our size). */
  size: number | null;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/**
 * Reads the central directory's records by entry name, so unpacked entries can be checked against them:
 * fflate fills each entry into a buffer of the declared size and checks no checksum, so a damaged or
 * doctored entry would otherwise come out cut short or altered without an error. Null when there is no
 * readable directory (fflate refuses such an archive itself).
 */
export function readZipDirectory(zip: Uint8Array): Map<string, ZipEntryRecord> | null {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.byteLength - 22;
  const lowest = Math.max(0, zip.byteLength - 22 - 0xffff); // the comment is at most 64 KB
  while (end >= lowest && view.getUint32(end, true) !== END_OF_DIRECTORY) end--;
  if (end < lowest) return null;
  let offset = view.getUint32(end + 16, true);
  const records = new Map<string, ZipEntryRecord>();
  const latin1 = new TextDecoder('latin1');
  while (offset + 46 <= zip.byteLength && view.getUint32(offset, true) === DIRECTORY_ENTRY) {
    const crc32 = view.getUint32(offset + 16, true);
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const name = latin1.decode(zip.subarray(offset + 46, offset + 46 + nameLength));
    records.set(name, { crc32, size: size === 0xffffffff ? null : size });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return records;
}
