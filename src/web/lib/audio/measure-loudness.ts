import { putLoudness } from '#web/lib/api/sound-loudness.ts';
import { channelsOf, gainToTarget, integratedLoudness } from './loudness.ts';

// Shared: a sound is measured after its upload (sounds), on its first play (the board pages) and from its
// settings (sound-controls).

/** Sounds measured (or being measured) on this page: each once. */
const measured = new Set<string>();

/**
 * Measures a decoded sound's integrated loudness and stores the gain that brings it to the target (decision
 * 036). Silence stores nothing. Resolves with the gain, or null.
 */
export async function measureAndStoreLoudness(
  soundId: string,
  buffer: AudioBuffer,
): Promise<number | null> {
  if (measured.has(soundId)) return null;
  measured.add(soundId);
  const gain = gainToTarget(integratedLoudness(channelsOf(buffer), buffer.sampleRate));
  if (gain === null) return null;
  await putLoudness(soundId, { loudness_gain_db: gain });
  return gain;
}

/** The rate sounds are decoded at for measuring (as for playback: most outputs run at it). */
const DECODE_SAMPLE_RATE = 48_000;

/** Measures a sound from its file right after upload or recording (decision 036), without an audio output. */
export async function measureUploadedLoudness(soundId: string, file: Blob): Promise<number | null> {
  const decoder = new OfflineAudioContext({ length: 1, sampleRate: DECODE_SAMPLE_RATE });
  const buffer = await decoder.decodeAudioData(await file.arrayBuffer());
  return measureAndStoreLoudness(soundId, buffer);
}
