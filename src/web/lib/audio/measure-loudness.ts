import { putLoudness } from '#web/lib/api/sound-loudness.ts';
import { DEFAULT_DECODE_RATE } from './audio-loader.ts';
import { fileSampleRate } from './file-sample-rate.ts';
import { channelsOf, gainToTarget, integratedLoudness } from './loudness.ts';
import { staleMonoGain } from './stale-mono-gain.ts';

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

/**
 * A mono sound's stored gain measured before decision 052's dual-mono rule, measured again and stored
 * (decision 062); once a page, only when it changes. Resolves with the new gain, or null.
 */
export async function remeasureStaleMonoGain(
  soundId: string,
  buffer: AudioBuffer,
  stored: number,
): Promise<number | null> {
  if (measured.has(soundId) || buffer.numberOfChannels !== 1) return null;
  measured.add(soundId);
  const gain = staleMonoGain(channelsOf(buffer), buffer.sampleRate, stored);
  if (gain === null) return null;
  await putLoudness(soundId, { loudness_gain_db: gain });
  return gain;
}

/**
 * Measures a sound from its file right after upload or recording (decision 036), without an audio output,
 * at the file's own rate where its header tells it (decision 052: no resampling before the meter).
 */
export async function measureUploadedLoudness(soundId: string, file: Blob): Promise<number | null> {
  const bytes = await file.arrayBuffer();
  const sampleRate = fileSampleRate(new Uint8Array(bytes)) ?? DEFAULT_DECODE_RATE;
  const decoder = new OfflineAudioContext({ length: 1, sampleRate });
  const buffer = await decoder.decodeAudioData(bytes);
  return measureAndStoreLoudness(soundId, buffer);
}
