import type { BoardButton } from '#shared/schemas/board.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { whenIdle } from '#web/lib/when-idle.ts';

/**
 * Loudness normalisation (decision 036): a sound never measured (recorded, or fetched from a link) is
 * measured when its owner first plays it, once the browser is idle, from the audio already decoded.
 */
export function measureOnFirstPlay(
  button: BoardButton,
  engine: PlaybackEngine,
  onStored: () => void,
) {
  const sound = button.sound;
  if (!sound?.url || sound.loudness_gain_db !== null || !navigator.onLine) return;
  const url = sound.url;
  whenIdle(() => {
    void Promise.all([engine.decoded(url), import('#web/lib/audio/measure-loudness.ts')])
      .then(([buffer, loudness]) =>
        loudness.measureAndStoreLoudness(sound.id, buffer as unknown as AudioBuffer),
      )
      // The board is read again, so the next press plays at the stored gain.
      .then((gain) => gain !== null && onStored())
      .catch(() => undefined);
  });
}
