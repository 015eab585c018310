import { describe, expect, it } from 'vitest';
import { fileSampleRate } from './file-sample-rate.ts';
import { encodeWav, tones } from './test-signals.ts';

const bytes = (values: number[], length = 64) => {
  const out = new Uint8Array(length);
  out.set(values);
  return out;
};
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('fileSampleRate (decision 052: loudness measured at the file’s own rate)', () => {
  it('reads WAV, FLAC, Ogg Vorbis/Opus and MP3 headers', () => {
    const wav = encodeWav({ sampleRate: 44_100, channels: [tones([[440, 0.1]], 0.01, 44_100)] });
    expect(fileSampleRate(wav)).toBe(44_100);
    // fLaC, STREAMINFO block header, then 10 bytes of sizes and 20 bits of rate (22 050 = 0x05622).
    expect(
      fileSampleRate(
        bytes([...ascii('fLaC'), 0, 0, 0, 34, ...Array<number>(10).fill(0), 0x05, 0x62, 0x20]),
      ),
    ).toBe(22_050);
    const ogg = bytes([
      ...ascii('OggS'),
      ...Array<number>(24).fill(0),
      1,
      ...ascii('vorbis'),
      0,
      0,
      0,
      0,
      2,
    ]);
    new DataView(ogg.buffer).setUint32(40, 32_000, true);
    expect(fileSampleRate(ogg)).toBe(32_000);
    expect(
      fileSampleRate(bytes([...ascii('OggS'), ...Array<number>(24).fill(0), ...ascii('OpusHead')])),
    ).toBe(48_000);
    // An MPEG-1 Layer III frame header at 44.1 kHz, after an ID3v2 tag of 4 bytes.
    expect(
      fileSampleRate(
        bytes([...ascii('ID3'), 4, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0xc0]),
      ),
    ).toBe(44_100);
  });

  it('reads an MP4 audio sample entry, and answers null for what it does not know', () => {
    const mp4 = bytes(
      [0, 0, 0, 16, ...ascii('ftypM4A '), 0, 0, 0, 0, 0, 0, 0, 0, ...ascii('mp4a')],
      128,
    );
    new DataView(mp4.buffer).setUint16(20 + 28, 22_050);
    expect(fileSampleRate(mp4)).toBe(22_050);
    expect(fileSampleRate(bytes(ascii('not audio at all')))).toBeNull();
  });
});
