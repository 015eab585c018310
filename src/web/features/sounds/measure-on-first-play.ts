import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { whenIdle } from '#web/lib/when-idle.ts';

/**
 * Loudness normalisation (decision 036) for a sound never measured (fetched from a link, or made through the
 * API): measured when its owner first plays it from the library, as the board pages do on a press, once the
 * browser is idle, from the audio the press decoded. measureAndStoreLoudness measures each sound once a page.
 */
export function measureOnFirstLibraryPlay(
  sound: { id: string; url: string | null; loudness_gain_db: number | null },
  engine: PlaybackEngine,
  onStored: () => void,
) {
  const url = sound.url;
  if (!url || sound.loudness_gain_db !== null || !navigator.onLine) return;
  whenIdle(() => {
    void Promise.all([engine.decoded(url), import('#web/lib/audio/measure-loudness.ts')])
      .then(([buffer, loudness]) =>
        loudness.measureAndStoreLoudness(sound.id, buffer as unknown as AudioBuffer),
      )
      .then((gain) => gain !== null && onStored())
      .catch(() => undefined);
  });
}
