import { Suspense, useState } from 'react';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { AlertDialog } from '#web/components/ui/alert-dialog.tsx';
import { useDeleteButton } from '#web/features/boards/api/delete-button.ts';
import { lazyWhenOnline } from '#web/lib/load-when-online.ts';

// Decision 010: the editor (form, colour and background fields, uploads) loads when a button is edited, so
// visitors never load it.
const ButtonEditorDialog = lazyWhenOnline(() =>
  import('./button-editor-dialog.tsx').then((m) => ({ default: m.ButtonEditorDialog })),
);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Editing and deleting a board's buttons, for the player and the owner's /board/{id} view alike: the
 * handlers for the grid and the dialogs to render (the button editor, the delete confirmation).
 */
export function useButtonDialogs(board: Board | undefined) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BoardButton | null>(null);
  const deleteButton = useDeleteButton();
  const buttons = board?.soundboard_buttons ?? [];
  const editing = editingId ? buttons.find((b) => b.id === editingId) : undefined;

  const openEditor = (button: BoardButton) => {
    if (!buttons.some((b) => b.id === button.id)) {
      toast.error(BOARD_MESSAGES.buttonNotFoundToEdit);
      return;
    }
    setEditingId(button.id);
  };
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
    </>
  ) : null;

  return { openEditor, requestDelete: setDeleting, dialogs };
}
