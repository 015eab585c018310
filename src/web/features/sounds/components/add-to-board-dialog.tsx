import { LayoutGrid, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Sound } from '#shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useAddSoundToBoard } from '../api/add-sound-to-board.ts';
import { useOwnBoards, type PickerBoard } from '../api/get-own-boards.ts';
import { loadFailed } from '#web/lib/load-failed.ts';

interface AddToBoardDialogProps {
  sound: Sound | null;
  onClose: () => void;
}

/** Picks one of the user's boards; a spinner on the chosen board; closes on success, stays on failure. */
export function AddToBoardDialog({ sound, onClose }: AddToBoardDialogProps) {
  const boards = useOwnBoards(sound !== null);
  const add = useAddSoundToBoard();
  const [chosen, setChosen] = useState<string | null>(null);

  const pick = async (board: PickerBoard) => {
    if (!sound || add.isPending) return;
    setChosen(board.id);
    try {
      await add.mutateAsync({ board, soundId: sound.id, soundName: sound.name });
      toast.success(SOUND_MESSAGES.addedToBoard);
      onClose();
    } catch (error) {
      toast.error(`${SOUND_MESSAGES.addToBoardFailed} ${(error as Error).message}`);
    } finally {
      setChosen(null);
    }
  };

  return (
    <Dialog
      open={sound !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Add to board"
      description={sound ? `Choose a board for “${sound.name}”.` : undefined}
    >
      {boards.isPending ? (
        <p className="flex items-center gap-2 text-ink-muted">
          <Loader2 aria-hidden className="size-4 animate-spin" /> Loading your boards…
        </p>
      ) : loadFailed(boards) ? (
        <div className="space-y-3">
          <p className="text-danger dark:text-red-400">{boards.error.message}</p>
          <Button variant="secondary" onClick={() => void boards.refetch()}>
            Retry
          </Button>
        </div>
      ) : boards.data.length === 0 ? (
        <p className="text-ink-muted">You have no boards yet. Create one from My Boards first.</p>
      ) : (
        <ul className="max-h-[40vh] space-y-2 overflow-y-auto pr-1" aria-label="Your boards">
          {boards.data.map((board) => (
            <li key={board.id}>
              <Button
                variant="secondary"
                className="w-full justify-start"
                disabled={add.isPending}
                aria-busy={chosen === board.id}
                onClick={() => void pick(board)}
              >
                {chosen === board.id ? (
                  <Loader2 aria-hidden className="animate-spin" />
                ) : (
                  <LayoutGrid aria-hidden />
                )}
                <span className="truncate">{board.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
