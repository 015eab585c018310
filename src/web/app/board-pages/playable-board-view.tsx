import { Library, Mic } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ROUTES } from '#shared/routes.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { BoardView } from '#web/features/boards/components/board-view.tsx';
import type { FloatingAction } from '#web/features/boards/components/floating-action-menu.tsx';
import { useAddSoundToBoard } from '#web/features/sounds/api/add-sound-to-board.ts';
import { AssignSoundDrawer } from '#web/features/sounds/components/assign-sound-drawer.tsx';
import { CreateSoundDialog } from '#web/features/sounds/components/create-sound-dialog.tsx';
import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { BoardControls } from '../board-instrument/board-controls.tsx';
import { OwnerBoardAudio } from '../board-instrument/owner-board-audio.tsx';
import { useBoardInstrument } from '../board-instrument/use-board-instrument.tsx';

type PlayableBoardViewProps = Omit<
  ComponentProps<typeof BoardView>,
  'extraActions' | 'liveControl' | 'controls' | 'tileProps' | 'likeControl' | 'stopAll'
>;

/**
 * The board player's board with sound: the board instrument (decision 045) as its owner or a viewer plays it,
 * the floating menu's Record (the recorder; the new sound also goes on the board's first empty button) and
 * Sounds (the library at /my-sounds), and the assign-sound drawer on an empty button. Visitors are sent to
 * sign in for Record and Sounds (spec §2); a signed-in non-owner who tries to record onto someone else's
 * board gets the shared-board warning (spec §6).
 */
export function PlayableBoardView(props: PlayableBoardViewProps) {
  const { board, isOwner, signedIn } = props;
  const navigate = useNavigate();
  const instrument = useBoardInstrument(board, {
    earlyPresses: false,
    live: isOwner ? 'broadcast' : 'listen',
    remote: isOwner ? 'player' : 'off',
    measureLoudness: isOwner,
    // In the board bar, where it covers no pad (decision 049).
    stopAll: 'inline',
  });
  // An empty button being given a sound, or 'shared' when a non-owner tries to add one (spec §6).
  const [assigning, setAssigning] = useState<BoardButton | 'shared' | null>(null);
  const [recording, setRecording] = useState(false);
  const addToBoard = useAddSoundToBoard();

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
        liveControl={
          instrument.remoteControl ? (
            <>
              {instrument.liveControl}
              {instrument.remoteControl}
            </>
          ) : (
            instrument.liveControl
          )
        }
        controls={
          <BoardControls
            board={board}
            audio={isOwner ? <OwnerBoardAudio board={board} /> : undefined}
          />
        }
        likeControl={<FeatureSlot name="LikeButton" board={board} />}
        stopAll={instrument.stopAll}
        tileProps={() => ({ ...instrument.tileProps(), onAddSound: setAssigning })}
      />
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
