import type { RemoteBoardButton } from '#shared/remote.ts';
import { pressModes } from '#web/lib/audio/play-mode.ts';
import { getPlaybackEngine } from '#web/lib/audio/use-playback.ts';
import type { PadAction } from './pad-press.ts';

/**
 * "Play here too" (decision 060): the phone plays what it presses as well, by the same press modes. Off, the
 * phone makes no sound and never makes an audio context.
 */
export function localPlay(on: boolean) {
  const press = (button: RemoteBoardButton, action: PadAction) => {
    if (!on) return;
    const engine = getPlaybackEngine();
    const modes = pressModes(engine, (b: RemoteBoardButton) => {
      void engine.toggle({ id: b.id, url: b.sound_url });
    });
    modes[action](button);
  };
  return {
    press,
    stopAll: () => {
      if (on) getPlaybackEngine().stop();
    },
  };
}
