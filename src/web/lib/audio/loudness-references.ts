// Written by scripts/loudness-references.ts: do not edit by hand.
/**
 * ffmpeg's EBU R128 meter (ebur128 with dualmono and peak=true) on the 16-bit WAVs of test-signals.ts, measured
 * with ffmpeg version 5.1.9-0+deb12u1: integrated loudness (LUFS) and true peak (dBTP, ffmpeg's
 * own 4× oversampling). The loudness test holds our meter to these within 0.1 LU (decision 052).
 */
export const LOUDNESS_REFERENCES: Record<string, { lufs: number; truePeakDbtp: number }> = {
  'mono-1k': { lufs: -20, truePeakDbtp: -20 },
  'stereo-1k': { lufs: -20, truePeakDbtp: -20 },
  'bright-44k1': { lufs: -11.26, truePeakDbtp: -8.59 },
  'speech-hot': { lufs: -22.3, truePeakDbtp: -0.37 },
  'surround-5.1': { lufs: -15.31, truePeakDbtp: -1.94 },
};
