import type { PlaybackEngine } from './playback-engine.ts';
import { whenIdle } from '#web/lib/when-idle.ts';

/**
 * Loudness normalisation (decision 036): a sound never measured (recorded, fetched from a link, or made
 * through the API) is measured when its owner first plays it, on a board or in the library, once the
 * browser is idle, from the audio the press already decoded. measureAndStoreLoudness measures each sound
 * once a page. `onStored` reads the board or the library again, so the next press plays at the stored gain.
 */
export function measureOnFirstPlay(
  sound: { id: string; url: string | null; loudness_gain_db: number | null } | null | undefined,
  engine: PlaybackEngine,
  onStored: () => void,
) {
  const url = sound?.url;
  if (!sound || !url || sound.loudness_gain_db !== null || !navigator.onLine) return;
  whenIdle(() => {
    void Promise.all([engine.decoded(url), import('./measure-loudness.ts')])
      .then(([buffer, loudness]) =>
        loudness.measureAndStoreLoudness(sound.id, buffer as unknown as AudioBuffer),
      )
      .then((gain) => gain !== null && onStored())
      .catch(() => undefined);
  });
}
