import { describe, expect, it } from 'vitest';
import { gainToTarget, integratedLoudness } from './loudness.ts';
import { staleMonoGain } from './stale-mono-gain.ts';
import { tones } from './test-signals.ts';

// Decision 062: a mono sound's gain stored before decision 052 (one channel, no dual-mono weight) is 3 dB
// high; the owner's next play measures it again and stores the gain the current rule gives.

const RATE = 48_000;
const mono = tones([[1000, 0.1]], 3, RATE);
const current = gainToTarget(integratedLoudness([mono], RATE))!;
/** What the meter stored before decision 052: the lone channel counted once, 3.01 dB quieter. */
const before052 = Math.round((current + 3.01) * 100) / 100;

describe('staleMonoGain', () => {
  it('gives the current rule’s gain for a mono sound stored under the old one', () => {
    expect(staleMonoGain([mono], RATE, before052)).toBe(current);
  });

  it('leaves a gain that already follows the rule', () => {
    expect(staleMonoGain([mono], RATE, current)).toBeNull();
    expect(staleMonoGain([mono], RATE, current + 0.04)).toBeNull();
  });

  it('leaves a gain set some other way (not the old rule’s 3 dB): a playing sound keeps its level', () => {
    expect(staleMonoGain([mono], RATE, current + 2.1)).toBeNull();
    expect(staleMonoGain([mono], RATE, current - 3.01)).toBeNull();
  });

  it('leaves stereo sounds (their gains were always measured as played)', () => {
    expect(staleMonoGain([mono, mono], RATE, before052)).toBeNull();
  });
});
