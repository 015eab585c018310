import type { PlaybackEngine, PlayRequest } from '#web/lib/audio/playback-engine.ts';
import { recordPlay } from './play-counts.ts';

/**
 * A press that may start a sound, counted as a play once the sound has started (decision 037): not a press that
 * stops it, nor one whose sound could not be fetched or decoded (decision 055), nor one another press overtook
 * while it loaded. The count is taken after the press, off its path (decision 024).
 */
export function countedPress(
  engine: PlaybackEngine,
  request: PlayRequest | null,
  soundId: string | undefined,
): Promise<void> {
  const before = engine.getSnapshot();
  const id = request?.id;
  // A press on a button that plays, or still loads, stops it: that press is not a play.
  const wasActive = id !== undefined && (before.playingIds.includes(id) || before.loadingId === id);
  const pressed = engine.toggle(request);
  if (id === undefined || !soundId || !request?.url || wasActive) return pressed;
  return pressed.then(() => {
    if (engine.getSnapshot().playingIds.includes(id)) recordPlay(soundId);
  });
}
