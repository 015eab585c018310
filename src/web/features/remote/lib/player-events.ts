import type { RealtimeHandlers } from '#web/lib/realtime-client.ts';
import type { ButtonPress, PressModeButton } from '#web/lib/audio/play-mode.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';

export interface RemotePlayerDeps<T extends PressModeButton> {
  /** The board's button of this id (the latest board: a press may arrive after an edit). */
  buttonOf(id: string): T | undefined;
  /** The board instrument's press (decision 056): a remote's press follows the button's press mode. */
  press: ButtonPress<T>;
  engine: Pick<PlaybackEngine, 'stopIfPlaying' | 'stop'>;
  /** Whether the page may play yet: the browser plays sound only after a gesture on the page. */
  mayPlay(): boolean;
  /** A press arrived before any gesture: the page asks for a tap (decision 060). */
  blocked(): void;
  /** A remote was paired or disconnected. */
  remotesChanged(): void;
}

/**
 * What the owner's player does with its remote stream (decision 060): `remote_press` presses the button
 * through the instrument's press modes (down, up, tap; `stop` stops it), `remote_stop_all` is Stop All.
 * Before the page may play, presses are dropped and the page asks for a tap: a press heard minutes later
 * would surprise more than help. A stop or release is always applied (it never makes a sound).
 */
export function remotePlayerHandlers<T extends PressModeButton>(
  deps: RemotePlayerDeps<T>,
): RealtimeHandlers {
  return {
    remote_press: ({ button_id, action }) => {
      const button = deps.buttonOf(button_id);
      if (!button) return;
      if (action === 'stop') return deps.engine.stopIfPlaying(button.id);
      if (action === 'up') return deps.press.up(button);
      if (!deps.mayPlay()) return deps.blocked();
      if (action === 'down') deps.press.down(button);
      else deps.press.tap(button);
    },
    remote_stop_all: () => deps.engine.stop(),
    remotes_changed: () => deps.remotesChanged(),
    // Pairings made or ended while the stream was down.
    resync: () => deps.remotesChanged(),
  };
}

/** Whether this page has had a user gesture (Chromium, Firefox and Safari 16.4+; assumed so elsewhere). */
export function pageWasActivated(): boolean {
  const activation = (globalThis.navigator as { userActivation?: { hasBeenActive: boolean } })
    ?.userActivation;
  return activation?.hasBeenActive ?? true;
}
