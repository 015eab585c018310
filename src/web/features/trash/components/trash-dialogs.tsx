import { TRASH_TEXT } from '#shared/trash-messages.ts';
import { AlertDialog } from '#web/components/ui/alert-dialog.tsx';
import type { TrashItemKind } from '../api/trash-mutations.ts';

interface DeleteDialogProps {
  kind: TrashItemKind | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Permanently Delete Item?' for the chosen board or sound. */
export function PermanentDeleteDialog({ kind, pending, onCancel, onConfirm }: DeleteDialogProps) {
  return (
    <AlertDialog
      open={kind !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={TRASH_TEXT.deleteDialogTitle}
      description={TRASH_TEXT.deleteDialogBody(kind === 'sound' ? 'sound' : 'soundboard')}
      cancelLabel={TRASH_TEXT.cancel}
      confirmLabel={TRASH_TEXT.permanentlyDelete}
      onConfirm={onConfirm}
      pending={pending}
    />
  );
}

interface ClearDialogProps {
  open: boolean;
  count: number;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** 'Clear All Trash?' naming how many items go. */
export function ClearTrashDialog({
  open,
  count,
  pending,
  onOpenChange,
  onConfirm,
}: ClearDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={TRASH_TEXT.clearDialogTitle}
      description={TRASH_TEXT.clearDialogBody(count)}
      cancelLabel={TRASH_TEXT.cancel}
      confirmLabel={TRASH_TEXT.clearAll}
      onConfirm={onConfirm}
      pending={pending}
    />
  );
}
