import { useQueryClient } from '@tanstack/react-query';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import type { BoardButtonTileProps } from '#web/features/boards/components/board-button-tile.tsx';
import { usePlayEarlyPresses } from '#web/features/boards/hooks/use-early-presses.ts';
import { GoLiveButton } from '#web/features/live/components/go-live-button.tsx';
import { ListenLiveControl } from '#web/features/live/components/listen-live-control.tsx';
import { useLiveBroadcast } from '#web/features/live/hooks/use-live-broadcast.ts';
import { RemoteControl } from '#web/features/remote/components/remote-control.tsx';
import { useRemotePlayer } from '#web/features/remote/hooks/use-remote-player.ts';
import { useMidiPlayback } from '#web/features/midi/hooks/use-midi-playback.ts';
import { StopAllButton } from '#web/features/sounds/components/stop-all-button.tsx';
import { useBoardHotkeys } from '#web/features/sounds/hooks/use-board-hotkeys.ts';
import { useBoardPlayback } from '#web/features/sounds/hooks/use-board-playback.ts';
import { pressModes } from '#web/lib/audio/play-mode.ts';
import type { BoardInstrumentOptions } from './board-instrument-options.ts';

/**
 * A board wired for playing (decision 045), the one place for it: the engine with the board's mode and volume
 * and its sounds decoded ahead (useBoardPlayback), hotkeys and the stop-all key, MIDI notes, Stop All, the
 * presses made before the app took over, live mode, the remote and loudness measuring, each as the options say. The
 * page draws the tiles with `tileProps` and places `liveControl` and `stopAll`; the header's device
 * controls are board-controls.tsx.
 *
 * The press path stays as direct as it was (decision 024): a tile's press calls `play`, which starts the
 * sound, and only then measures or relays; nothing here re-renders on a press.
 */
export function useBoardInstrument(
  board: Board | null | undefined,
  options: BoardInstrumentOptions,
) {
  const queryClient = useQueryClient();
  const playback = useBoardPlayback(board);
  const { engine } = playback;
  // Inert until the owner goes live (its effects wait for that); called on every page so hooks stay in order.
  const broadcast = useLiveBroadcast(board?.id ?? '', engine);
  const measures = options.measureLoudness;

  const toggle = (button: BoardButton) => {
    void playback.toggle(button);
    // Only an owner measures: a sound never measured, or a mono one measured before decision 052 (decision
    // 062); its code loads then (decision 010). Online only: the result is stored on the server, and offline
    // the code may never have been kept on this device (decision 068).
    if (measures && button.sound && navigator.onLine) {
      void import('#web/lib/audio/measure-on-first-play.ts')
        .then(({ measureOnFirstPlay }) =>
          measureOnFirstPlay(button.sound, engine, () => {
            void queryClient.invalidateQueries({ queryKey: boardKeys.all });
          }),
        )
        .catch(() => undefined);
    }
  };
  // The owner's presses also go to live listeners (after the sound has started here).
  const start = options.live === 'broadcast' ? broadcast.relay(toggle) : toggle;
  // Each button's press mode over that (decision 056): a restart or a release stops through the engine,
  // whose stop notice the relay sends on, so listeners follow without a message of their own.
  const press = pressModes(engine, start);
  const play = press.down;

  const buttons = board?.soundboard_buttons;
  useBoardHotkeys(buttons, press.down, press.up);
  useMidiPlayback(board?.id, buttons, press.down, press.up);
  usePlayEarlyPresses(options.earlyPresses ? buttons : undefined, press.tap);
  // Inert unless the owner's player (its effects wait for that); called on every page so hooks stay in order.
  const remoteOn = options.remote === 'player' && Boolean(board);
  const remote = useRemotePlayer(board?.id ?? '', remoteOn, engine, buttons, press);

  const tileProps = (): Partial<BoardButtonTileProps> => ({
    onPlay: press.down,
    onRelease: press.up,
    onTap: press.tap,
    onCancelPlay: playback.cancel,
    playback: engine,
  });
  const liveControl =
    !board?.is_public || options.live === 'off' ? null : options.live === 'broadcast' ? (
      <GoLiveButton live={broadcast.live} busy={broadcast.busy} onChange={broadcast.setLive} />
    ) : (
      <ListenLiveControl board={board} engine={engine} />
    );
  const stopAll = board ? (
    <StopAllButton
      engine={engine}
      stopKey={board.stop_all_key}
      inline={options.stopAll === 'inline'}
    />
  ) : null;

  const remoteControl =
    remoteOn && board ? <RemoteControl boardId={board.id} blocked={remote.blocked} /> : null;

  return { play, cancel: playback.cancel, engine, tileProps, liveControl, remoteControl, stopAll };
}
