import type { PlaybackEngine } from './playback-engine.ts';
import { whenIdle } from '#web/lib/when-idle.ts';

/**
 * Loudness normalisation (decision 036): a sound never measured (recorded, fetched from a link, or made
 * through the API) is measured when its owner first plays it, on a board or in the library, once the
 * browser is idle, from the audio the press already decoded; a mono sound's gain stored before decision 052
 * is measured again (decision 062). Each sound is measured once a page. `onStored` reads the board or the
 * library again, so the next press plays at the stored gain.
 */
export function measureOnFirstPlay(
  sound: { id: string; url: string | null; loudness_gain_db: number | null } | null | undefined,
  engine: PlaybackEngine,
  onStored: () => void,
) {
  const url = sound?.url;
  if (!sound || !url || !navigator.onLine) return;
  const stored = sound.loudness_gain_db;
  whenIdle(() => {
    void Promise.all([engine.decoded(url), import('./measure-loudness.ts')])
      .then(([decoded, loudness]) => {
        const buffer = decoded as unknown as AudioBuffer;
        // A gain stored already is measured again only for a mono sound, whose gain before decision 052
        // was 3 dB high (decision 062).
        return stored === null
          ? loudness.measureAndStoreLoudness(sound.id, buffer)
          : loudness.remeasureStaleMonoGain(sound.id, buffer, stored);
      })
      .then((gain) => gain !== null && onStored())
      .catch(() => undefined);
  });
}
