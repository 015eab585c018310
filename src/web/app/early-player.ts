import type { Board } from '#shared/schemas/board.ts';
import { boardAudioSettings, pressBoardButton } from '#web/features/sounds/counted-press.ts';
import { getPlaybackEngine } from '#web/lib/audio/use-playback.ts';

/**
 * Plays a button of the page's board before the app took over (issue 32 point 8), as the board's tile would:
 * with the board's play mode and master volume, counted as a play. The app's tiles then show it playing:
 * they read the same engine. A second press on a button already playing or loading asks for its sound
 * again (decision 039): it does not stop it. Resolves once the sound has started, or could not.
 */
export function playEarly(
  board: Board,
  button: Board['soundboard_buttons'][number],
): Promise<void> {
  const engine = getPlaybackEngine();
  const status = engine.buttonStatus(button.id);
  if (status.playing || status.loading) return Promise.resolve();
  const { playMode, masterVolume } = boardAudioSettings(board);
  engine.setMode(playMode);
  engine.setMasterVolume(masterVolume);
  return pressBoardButton(engine, button);
}
