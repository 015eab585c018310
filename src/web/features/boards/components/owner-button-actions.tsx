import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { AlertDialog } from '#web/components/ui/alert-dialog.tsx';
import { useDeleteButton } from '#web/features/boards/api/delete-button.ts';
import { AssignSoundDrawer } from '#web/features/sounds/components/assign-sound-drawer.tsx';

// Issue 11: visitors never load the editor; the owner loads it when a button is edited.
const ButtonEditorDialog = lazy(() =>
  import('./button-editor-dialog.tsx').then((m) => ({ default: m.ButtonEditorDialog })),
);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The owner's button actions outside the player (the shared view /board/{id}, issue 12 item 4): Add Sound
 * or Change sound opens the assign-sound drawer, Edit the button editor, Delete asks first. Returns the
 * handlers for the grid and the dialogs to render.
 */
export function useOwnerButtonActions(board: Board | undefined) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BoardButton | null>(null);
  const [assigning, setAssigning] = useState<BoardButton | null>(null);
  const deleteButton = useDeleteButton();
  const buttons = board?.soundboard_buttons ?? [];
  const editing = editingId ? buttons.find((b) => b.id === editingId) : undefined;

  const confirmDelete = async () => {
    if (!deleting || !board) return;
    try {
      await deleteButton.mutateAsync({ boardId: board.id, buttonId: deleting.id });
      toast.success(BOARD_MESSAGES.buttonRemoved);
      if (editingId === deleting.id) setEditingId(null);
      setDeleting(null);
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.buttonRemoveFailed} ${errorText(error)}`);
    }
  };

  const dialogs = board ? (
    <>
      {editing && (
        <Suspense fallback={null}>
          <ButtonEditorDialog
            boardId={board.id}
            button={editing}
            takenHotkeys={buttons.flatMap((b) =>
              b.id !== editing.id && b.hotkey ? [b.hotkey] : [],
            )}
            onClose={() => setEditingId(null)}
            onDelete={setDeleting}
          />
        </Suspense>
      )}
      <AlertDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this button?"
        description="The button is removed from the board. Its sound stays in your library."
        confirmLabel="Delete"
        pending={deleteButton.isPending}
        onConfirm={() => void confirmDelete()}
      />
      <AssignSoundDrawer
        boardId={board.id}
        button={assigning}
        isOwner
        open={assigning !== null}
        onOpenChange={(open) => !open && setAssigning(null)}
      />
    </>
  ) : null;

  return {
    onEdit: (button: BoardButton) => setEditingId(button.id),
    onDelete: setDeleting,
    onAddSound: setAssigning,
    dialogs,
  };
}
