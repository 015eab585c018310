import { whenIdle } from '#web/lib/when-idle.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Library, Mic } from 'lucide-react';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ROUTES } from '#shared/routes.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { BoardView } from '#web/features/boards/components/board-view.tsx';
import type { FloatingAction } from '#web/features/boards/components/floating-action-menu.tsx';
import { useAddSoundToBoard } from '../api/add-sound-to-board.ts';
import { GoLiveButton } from '#web/features/live/components/go-live-button.tsx';
import { ListenLiveControl } from '#web/features/live/components/listen-live-control.tsx';
import { useLiveBroadcast } from '#web/features/live/hooks/use-live-broadcast.ts';
import { useMidiPlayback } from '#web/features/midi/hooks/use-midi-playback.ts';
import { useBoardHotkeys } from '../hooks/use-board-hotkeys.ts';
import { useBoardPlayback } from '../hooks/use-board-playback.ts';
import { AssignSoundDrawer } from './assign-sound-drawer.tsx';
import { CreateSoundDialog } from './create-sound-dialog.tsx';
import { StopAllButton } from './stop-all-button.tsx';

/**
 * The board player's board with sound: tiles play through the engine (sounds decoded when the board opens)
 * with a progress fill, hotkeys, the floating menu's Record (the recorder; the new sound also goes on the
 * board's first empty button) and Sounds (the library at /my-sounds), and the assign-sound drawer on an empty
 * button. Visitors are sent to sign in for Record and Sounds (spec §2); a signed-in non-owner who tries to
 * record onto someone else's board gets the shared-board warning (spec §6).
 */
/**
 * Loudness normalisation (decision 036): a sound never measured (recorded, or fetched from a link) is
 * measured when its owner first plays it, once the browser is idle, from the audio already decoded.
 */
function measureOnFirstPlay(button: BoardButton, engine: PlaybackEngine, onStored: () => void) {
  const sound = button.sound;
  if (!sound?.url || sound.loudness_gain_db !== null || !navigator.onLine) return;
  const url = sound.url;
  whenIdle(() => {
    void Promise.all([
      engine.decoded(url),
      import('#web/features/sound-controls/measure-loudness.ts'),
    ])
      .then(([buffer, loudness]) =>
        loudness.measureAndStoreLoudness(sound.id, buffer as unknown as AudioBuffer),
      )
      // The board is read again, so the next press plays at the stored gain.
      .then((gain) => gain !== null && onStored())
      .catch(() => undefined);
  });
}

export function PlayableBoardView(props: ComponentProps<typeof BoardView>) {
  const { board, isOwner, signedIn } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const playback = useBoardPlayback(board);
  // An empty button being given a sound, or 'shared' when a non-owner tries to add one (spec §6).
  const [assigning, setAssigning] = useState<BoardButton | 'shared' | null>(null);
  const [recording, setRecording] = useState(false);
  const addToBoard = useAddSoundToBoard();
  const broadcast = useLiveBroadcast(board.id, playback.engine);
  const toggle = (button: BoardButton) => {
    void playback.toggle(button);
    if (isOwner) {
      measureOnFirstPlay(button, playback.engine, () => {
        void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      });
    }
  };
  // The owner's presses also go to live listeners (after the sound has started here).
  const play = isOwner ? broadcast.relay(toggle) : toggle;
  const liveControl = !board.is_public ? null : isOwner ? (
    <GoLiveButton live={broadcast.live} busy={broadcast.busy} onChange={broadcast.setLive} />
  ) : (
    <ListenLiveControl board={board} engine={playback.engine} />
  );
  useBoardHotkeys(board.soundboard_buttons, play);
  useMidiPlayback(board.id, board.soundboard_buttons, play);

  const signedInOr = (action: () => void) => () =>
    signedIn ? action() : void navigate(ROUTES.auth);
  const extraActions: FloatingAction[] = [
    {
      label: 'Record',
      icon: Mic,
      onSelect: signedInOr(() => (isOwner ? setRecording(true) : setAssigning('shared'))),
    },
    { label: 'Sounds', icon: Library, onSelect: signedInOr(() => void navigate(ROUTES.mySounds)) },
  ];

  const placeRecording = async (sound: { id: string; name: string }) => {
    try {
      await addToBoard.mutateAsync({ board, soundId: sound.id, soundName: sound.name });
      toast.success(SOUND_MESSAGES.addedToBoard);
    } catch (error) {
      toast.error(`${SOUND_MESSAGES.addToBoardFailed} ${(error as Error).message}`);
    }
  };

  return (
    <>
      <BoardView
        {...props}
        extraActions={extraActions}
        liveControl={liveControl}
        tileProps={() => ({
          onPlay: play,
          onCancelPlay: playback.cancel,
          playback: playback.engine,
          onAddSound: setAssigning,
        })}
      />
      <StopAllButton engine={playback.engine} stopKey={board.stop_all_key} />
      <AssignSoundDrawer
        boardId={board.id}
        button={assigning === 'shared' ? null : assigning}
        isOwner={isOwner}
        open={assigning !== null}
        onOpenChange={(open) => !open && setAssigning(null)}
      />
      <CreateSoundDialog
        title="Record Sound"
        open={recording}
        onOpenChange={setRecording}
        onCreated={(sound) => void placeRecording(sound)}
      />
    </>
  );
}
