/**
 * A sound file's own sample rate, read from its header (WAV, FLAC, MP3, Ogg Vorbis/Opus, MP4/M4A): loudness
 * is measured at it (decision 052), as ffmpeg's ebur128 does, not after a resampling. Null when unknown.
 */
export function fileSampleRate(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number, length: number) =>
    offset + length <= bytes.length
      ? String.fromCharCode(...bytes.subarray(offset, offset + length))
      : '';
  const plausible = (rate: number) => (rate >= 8000 && rate <= 384_000 ? rate : null);

  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WAVE') {
    for (let offset = 12; offset + 8 <= bytes.length;) {
      const size = view.getUint32(offset + 4, true);
      if (ascii(offset, 4) === 'fmt ' && offset + 16 <= bytes.length) {
        return plausible(view.getUint32(offset + 12, true));
      }
      offset += 8 + size + (size % 2);
    }
    return null;
  }
  if (ascii(0, 4) === 'fLaC' && bytes.length >= 21) {
    // STREAMINFO: 20 bits of rate after 10 bytes of block and frame sizes.
    return plausible((bytes[18]! << 12) | (bytes[19]! << 4) | (bytes[20]! >> 4));
  }
  if (ascii(0, 4) === 'OggS') {
    const head = ascii(28, 8);
    if (head === 'OpusHead') return 48_000; // Opus always decodes at 48 kHz
    if (ascii(29, 6) === 'vorbis' && bytes.length >= 44) return plausible(view.getUint32(40, true));
    return null;
  }
  const mp4a = indexOf(bytes, 'mp4a', 1 << 16);
  if (ascii(4, 4) === 'ftyp' && mp4a >= 0 && mp4a + 30 <= bytes.length) {
    // AudioSampleEntry: the rate as 16.16 fixed point, 28 bytes after the entry's type.
    return plausible(view.getUint16(mp4a + 28));
  }
  return mp3Rate(bytes);
}

/** The first position of `text` in the first `limit` bytes, or −1. */
function indexOf(bytes: Uint8Array, text: string, limit: number): number {
  const end = Math.min(bytes.length, limit) - text.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < text.length; j++) if (bytes[i + j] !== text.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

const MPEG_RATES: Record<number, readonly number[]> = {
  3: [44_100, 48_000, 32_000], // MPEG-1
  2: [22_050, 24_000, 16_000], // MPEG-2
  0: [11_025, 12_000, 8000], // MPEG-2.5
};

/** An MP3's rate from its first frame header (after an ID3v2 tag, when there is one). */
function mp3Rate(bytes: Uint8Array): number | null {
  let offset = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33 && bytes.length >= 10) {
    offset = 10 + ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!);
  }
  const end = Math.min(bytes.length - 3, offset + 4096);
  for (let i = offset; i < end; i++) {
    if (bytes[i] !== 0xff || (bytes[i + 1]! & 0xe0) !== 0xe0) continue;
    const version = (bytes[i + 1]! >> 3) & 3;
    const layer = (bytes[i + 1]! >> 1) & 3;
    const rateIndex = (bytes[i + 2]! >> 2) & 3;
    const rate = MPEG_RATES[version]?.[rateIndex];
    if (layer !== 0 && rate) return rate;
  }
  return null;
}
