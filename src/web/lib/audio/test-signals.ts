/**
 * Test signals for the loudness meter and the browser tests (issue 27), made the same way every time: the
 * reference figures in loudness-references.ts were measured from exactly these with ffmpeg's ebur128
 * (scripts/loudness-references.ts), so changing a signal means measuring it again.
 */

export interface Signal {
  name: string;
  sampleRate: number;
  /** One array per channel, in WAV/Web Audio order (5.1: L R C LFE Ls Rs). */
  channels: Float32Array[];
}

/** A deterministic noise source (mulberry32), uniform in [−1, 1). */
function noise(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

/** Sines of the given frequencies and amplitudes, summed. */
export function tones(
  partials: readonly (readonly [frequency: number, amplitude: number])[],
  seconds: number,
  sampleRate: number,
): Float32Array {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  for (const [frequency, amplitude] of partials) {
    const step = (2 * Math.PI * frequency) / sampleRate;
    for (let i = 0; i < out.length; i++) out[i]! += amplitude * Math.sin(step * i);
  }
  return out;
}

/** Speech-like: noise through a gentle band (a one-pole low pass and high pass), gated into syllables. */
function speechLike(seconds: number, sampleRate: number, amplitude: number, seed: number) {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  const random = noise(seed);
  let low = 0;
  let high = 0;
  let previous = 0;
  const a = Math.exp((-2 * Math.PI * 3000) / sampleRate);
  const b = Math.exp((-2 * Math.PI * 150) / sampleRate);
  for (let i = 0; i < out.length; i++) {
    low = (1 - a) * random() + a * low;
    high = b * (high + low - previous);
    previous = low;
    const t = i / sampleRate;
    // Syllables of ~180 ms with pauses, a slow phrase envelope, and a plosive (a short loud burst) in every
    // 7th syllable: peaks far above the speech's loudness, as a close-miked voice has.
    const position = (t * 5.5) % 1;
    const syllable = Math.max(0, Math.sin(Math.PI * position)) ** 4;
    const phrase = 0.5 + 0.5 * Math.sin(2 * Math.PI * 0.7 * t);
    const plosive = Math.floor(t * 5.5) % 7 === 1 && Math.abs(position - 0.5) < 0.02 ? 3.5 : 1;
    out[i] = high * syllable * phrase * plosive;
  }
  let peak = 0;
  for (const x of out) peak = Math.max(peak, Math.abs(x));
  for (let i = 0; i < out.length; i++) out[i] = (out[i]! / peak) * amplitude;
  return out;
}

/** The signals the loudness test and the browser tests use (issue 27). */
export function referenceSignals(): Signal[] {
  const rate48 = 48_000;
  const rate44 = 44_100;
  return [
    // A 1 kHz sine at −20 dBFS, mono: the dual-mono convention reads it 3 LU above the one-channel figure.
    { name: 'mono-1k', sampleRate: rate48, channels: [tones([[1000, 0.1]], 4, rate48)] },
    // The same sine on both channels: what the mono file sounds like on two speakers.
    {
      name: 'stereo-1k',
      sampleRate: rate48,
      channels: [tones([[1000, 0.1]], 4, rate48), tones([[1000, 0.1]], 4, rate48)],
    },
    // Bright content at 44.1 kHz: equal partials at 1, 8, 12 and 16 kHz (treble a 48 kHz decode loses).
    {
      name: 'bright-44k1',
      sampleRate: rate44,
      channels: [
        tones(
          [
            [1000, 0.1],
            [8000, 0.1],
            [12000, 0.1],
            [16000, 0.1],
          ],
          3,
          rate44,
        ),
        tones(
          [
            [1000, 0.1],
            [8000, 0.1],
            [12000, 0.1],
            [16000, 0.1],
          ],
          3,
          rate44,
        ),
      ],
    },
    // A quiet speech-like clip peaking at −0.5 dBFS: normalisation raises it by several dB, past the ceiling.
    { name: 'speech-hot', sampleRate: rate48, channels: [speechLike(4, rate48, 0.944, 7)] },
    // 5.1 with a loud LFE: the LFE must not count (BS.1770 weights L R C 1, LFE 0, Ls Rs 1.41).
    {
      name: 'surround-5.1',
      sampleRate: rate48,
      channels: [
        tones([[500, 0.1]], 3, rate48),
        tones([[700, 0.1]], 3, rate48),
        tones([[900, 0.1]], 3, rate48),
        tones([[60, 0.8]], 3, rate48),
        tones([[1100, 0.1]], 3, rate48),
        tones([[1300, 0.1]], 3, rate48),
      ],
    },
  ];
}

/** A 16-bit PCM WAV of the channels (interleaved), as a browser or ffmpeg reads it. */
export function encodeWav(signal: Pick<Signal, 'sampleRate' | 'channels'>): Uint8Array {
  const { sampleRate, channels } = signal;
  const frames = channels[0]!.length;
  const blockAlign = channels.length * 2;
  const dataBytes = frames * blockAlign;
  const extensible = channels.length > 2;
  const fmtBytes = extensible ? 40 : 16;
  const buffer = new ArrayBuffer(28 + fmtBytes + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 20 + fmtBytes + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, fmtBytes, true);
  view.setUint16(20, extensible ? 0xfffe : 1, true);
  view.setUint16(22, channels.length, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, 16, true);
  if (extensible) {
    view.setUint16(36, 22, true);
    view.setUint16(38, 16, true);
    // The channel mask of the standard layouts: 5.1 is FL FR FC LFE BL BR (0x3f).
    view.setUint32(40, channels.length === 6 ? 0x3f : 2 ** channels.length - 1, true);
    // KSDATAFORMAT_SUBTYPE_PCM
    const guid = [1, 0, 0, 0, 0, 0, 0x10, 0, 0x80, 0, 0, 0xaa, 0, 0x38, 0x9b, 0x71];
    guid.forEach((byte, index) => view.setUint8(44 + index, byte));
  }
  const data = 20 + fmtBytes;
  ascii(data, 'data');
  view.setUint32(data + 4, dataBytes, true);
  let offset = data + 8;
  for (let i = 0; i < frames; i++) {
    for (const channel of channels) {
      const sample = Math.max(-1, Math.min(1, channel[i]!));
      view.setInt16(offset, Math.round(sample * 0x7fff), true);
      offset += 2;
    }
  }
  return new Uint8Array(buffer);
}

/** The channels as a decoder reads the WAV back (16-bit, divided by 32768 as browsers and ffmpeg do). */
export function quantized(signal: Signal): Signal {
  return {
    ...signal,
    channels: signal.channels.map((channel) =>
      channel.map((sample) => Math.round(Math.max(-1, Math.min(1, sample)) * 0x7fff) / 0x8000),
    ),
  };
}
