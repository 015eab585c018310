import { DEFAULT_PLAY_MODE, MASTER_VOLUME } from '#shared/sound-controls.ts';
import type { PlaybackEngine, PlayRequest } from '#web/lib/audio/playback-engine.ts';
import { playControlsOf, type ControlledButton } from '#web/lib/audio/play-controls.ts';
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
  const wasActive =
    id !== undefined && (before.playingIds.includes(id) || before.loadingIds.includes(id));
  const pressed = engine.toggle(request);
  if (id === undefined || !soundId || !request?.url || wasActive) return pressed;
  return pressed.then(() => {
    if (engine.getSnapshot().playingIds.includes(id)) recordPlay(soundId);
  });
}

/** The parts of a board button playback reads (a BoardButton fits). */
export interface PlayableButton extends ControlledButton {
  id: string;
  sound: ({ id?: string; url: string | null } & ControlledButton['sound']) | null;
}

/** A press on a board's button: its sound as the button plays it, counted as a play once started. */
export function pressBoardButton(engine: PlaybackEngine, button: PlayableButton): Promise<void> {
  return countedPress(
    engine,
    button.sound
      ? { id: button.id, url: button.sound.url, controls: playControlsOf(button) }
      : null,
    button.sound?.id,
  );
}

/** The board's audio settings (decision 036); absent on boards cached before them. */
export interface BoardAudio {
  soundboard_buttons: readonly PlayableButton[];
  play_mode?: 'single' | 'overlap';
  master_volume?: number;
  stop_all_key?: string;
}

/** The play mode and master volume a board plays with (the library's: one at a time, full volume). */
export function boardAudioSettings(board: BoardAudio | null | undefined) {
  return {
    playMode: board?.play_mode ?? DEFAULT_PLAY_MODE,
    masterVolume: (board?.master_volume ?? MASTER_VOLUME.default) / 100,
  };
}
