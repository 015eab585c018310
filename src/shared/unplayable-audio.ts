/**
 * Codecs that come in accepted containers but that browsers cannot decode (decision 055), read from a file's
 * header so the server can refuse them before they are stored and the page can name them. Checked against
 * Chromium 156's decodeAudioData with ffmpeg's files of each codec: in WAV only PCM (8–32 bit), 32-bit float,
 * A-law, µ-law and MP3 decode; in MP4 Apple Lossless does not.
 */

/** WAV format tags Chromium decodes; 3 (float) only at 32 bits. */
const PLAYABLE_WAV_TAGS = new Set([0x0001, 0x0003, 0x0006, 0x0007, 0x0055]);
const WAV_TAG_NAMES: Record<number, string> = {
  0x0002: 'MS-ADPCM',
  0x0011: 'IMA ADPCM',
  0x0031: 'GSM 6.10',
  0x0045: 'G.726',
  0x0064: 'G.726',
};
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

/** MP4 sample entries of audio codecs browsers do not decode, and their names. */
const UNPLAYABLE_MP4_ENTRIES: Record<string, string> = {
  alac: 'Apple Lossless (ALAC)',
  'ac-3': 'AC-3',
  'ec-3': 'E-AC-3',
  samr: 'AMR',
};
const PLAYABLE_MP4_ENTRIES = new Set(['mp4a', 'Opus', 'fLaC', '.mp3']);
/** Boxes on the way from the file's top to the sample descriptions. */
const MP4_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

const text = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function wavCodec(bytes: Uint8Array, view: DataView): string | null {
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    if (text(bytes, at, 4) === 'fmt ' && at + 8 + 16 <= bytes.length) {
      let tag = view.getUint16(at + 8, true);
      const bits = view.getUint16(at + 22, true);
      // WAVE_FORMAT_EXTENSIBLE carries the real tag as the first two bytes of its sub-format GUID.
      if (tag === WAVE_FORMAT_EXTENSIBLE && at + 8 + 26 <= bytes.length) {
        tag = view.getUint16(at + 8 + 24, true);
      }
      if (tag === 0x0003 && bits !== 32) return `${bits}-bit float`;
      if (PLAYABLE_WAV_TAGS.has(tag)) return null;
      return WAV_TAG_NAMES[tag] ?? `format 0x${tag.toString(16).padStart(4, '0')}`;
    }
    at += 8 + size + (size % 2); // chunks are padded to an even length
  }
  return null;
}

/** The sample entry types of every 'stsd' in the box range [from, to). */
function mp4SampleEntries(bytes: Uint8Array, view: DataView, from: number, to: number): string[] {
  const found: string[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = text(bytes, at + 4, 4);
    let header = 8;
    if (size === 1 && at + 16 <= to) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header) break;
    const end = Math.min(at + size, to);
    if (MP4_CONTAINERS.has(type)) found.push(...mp4SampleEntries(bytes, view, at + header, end));
    if (type === 'stsd') {
      // version and flags, entry count, then the entries: each a box whose type names the codec.
      let entry = at + header + 8;
      const count = at + header + 8 <= end ? view.getUint32(at + header + 4) : 0;
      for (let i = 0; i < count && entry + 8 <= end; i++) {
        found.push(text(bytes, entry + 4, 4));
        entry += Math.max(8, view.getUint32(entry));
      }
    }
    at += size;
  }
  return found;
}

function mp4Codec(bytes: Uint8Array, view: DataView): string | null {
  const entries = mp4SampleEntries(bytes, view, 0, bytes.length);
  if (entries.some((entry) => PLAYABLE_MP4_ENTRIES.has(entry))) return null;
  const unplayable = entries.find((entry) => entry in UNPLAYABLE_MP4_ENTRIES);
  return unplayable ? (UNPLAYABLE_MP4_ENTRIES[unplayable] ?? null) : null;
}

/**
 * The name of the codec when a WAV or MP4/M4A file holds audio browsers cannot play ('MS-ADPCM',
 * 'Apple Lossless (ALAC)', …); null when it plays or is not one of these containers.
 */
export function unplayableAudioCodec(bytes: Uint8Array): string | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (text(bytes, 0, 4) === 'RIFF' && text(bytes, 8, 4) === 'WAVE') return wavCodec(bytes, view);
  if (text(bytes, 4, 4) === 'ftyp') return mp4Codec(bytes, view);
  return null;
}
