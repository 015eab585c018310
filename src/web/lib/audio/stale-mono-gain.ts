import { gainToTarget, integratedLoudness } from './loudness.ts';

/** What the meter before decision 052 got wrong for mono: the lone channel counted once, 10·log10(2) dB. */
const DUAL_MONO_DB = 10 * Math.log10(2);
/** How close to that error a stored gain must be to count as measured under the old rule. */
const OLD_RULE_WITHIN_DB = 0.1;

/**
 * The gain a mono sound should have when its stored one was measured before decision 052's dual-mono rule
 * (3 dB high), or null to keep the stored one (decision 062: re-measured lazily, on the owner's next play).
 * Stereo and multichannel sounds were measured as they play from the start: always null.
 */
export function staleMonoGain(
  channels: readonly Float32Array[],
  sampleRate: number,
  stored: number,
): number | null {
  if (channels.length !== 1) return null;
  const gain = gainToTarget(integratedLoudness(channels, sampleRate));
  // Only the old rule's own error is mended: a gain set any other way (an import, a test's fixed gain) stays.
  return gain !== null && Math.abs(stored - gain - DUAL_MONO_DB) <= OLD_RULE_WITHIN_DB
    ? gain
    : null;
}
