import { describe, expect, it } from 'vitest';
import { makeMp3, makeWav } from '../../e2e/fixtures/audio.ts';
import { AAC_MP4, OGG_OPUS, OPUS_WEBM } from '../../e2e/fixtures/encoded-audio.ts';
import { makeAlacM4a, makeMsAdpcmWav } from '../../e2e/fixtures/unplayable-audio.ts';
import { unplayableAudioCodec } from './unplayable-audio.ts';

describe('codecs browsers cannot play, from the header', () => {
  it('names Apple Lossless in an M4A and MS-ADPCM in a WAV', () => {
    expect(unplayableAudioCodec(makeAlacM4a())).toBe('Apple Lossless (ALAC)');
    expect(unplayableAudioCodec(makeMsAdpcmWav())).toBe('MS-ADPCM');
  });

  it('passes what plays: PCM WAV, MP3, AAC in MP4, Opus in WebM and Ogg', () => {
    for (const bytes of [makeWav(), makeMp3(), AAC_MP4, OPUS_WEBM, OGG_OPUS]) {
      expect(unplayableAudioCodec(bytes)).toBeNull();
    }
  });

  it('reads a WAV whose fmt chunk comes after another chunk, and 64-bit float', () => {
    const pcm = makeWav();
    const list = [...'LIST'].map((c) => c.charCodeAt(0)).concat([3, 0, 0, 0, 1, 2, 3, 0]);
    const moved = Uint8Array.from([...pcm.subarray(0, 12), ...list, ...pcm.subarray(12)]);
    expect(unplayableAudioCodec(moved)).toBeNull();
    const float64 = makeWav();
    const view = new DataView(float64.buffer);
    view.setUint16(20, 3, true);
    view.setUint16(34, 64, true);
    expect(unplayableAudioCodec(float64)).toBe('64-bit float');
  });

  it('survives truncated and hostile headers', () => {
    const alac = makeAlacM4a();
    for (let cut = 0; cut < alac.length; cut += 7) {
      expect(() => unplayableAudioCodec(alac.subarray(0, cut))).not.toThrow();
    }
    const adpcm = makeMsAdpcmWav();
    for (let cut = 0; cut < 80; cut++) {
      expect(() => unplayableAudioCodec(adpcm.subarray(0, cut))).not.toThrow();
    }
    const zeroSizes = new Uint8Array(64);
    zeroSizes.set([0, 0, 0, 8, 0x66, 0x74, 0x79, 0x70], 0); // an 8-byte ftyp, then zero-size boxes
    expect(unplayableAudioCodec(zeroSizes)).toBeNull();
  });
});
