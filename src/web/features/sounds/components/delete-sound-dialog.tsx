import { toast } from 'sonner';
import { TRASH_RETENTION_DAYS } from '#shared/limits.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { AlertDialog } from '#web/components/ui/alert-dialog.tsx';
import { useTrashSound } from '../api/trash-sound.ts';

interface DeleteSoundDialogProps {
  sound: Sound | null;
  /** Clears the selection (Cancel, close, or done). */
  onClose: () => void;
}

/** Confirms moving a sound to the trash (DESIGN.md §7): it leaves every board; restorable from the trash. */
export function DeleteSoundDialog({ sound, onClose }: DeleteSoundDialogProps) {
  const trash = useTrashSound();

  const confirm = async () => {
    if (!sound) return;
    try {
      await trash.mutateAsync(sound.id);
      toast.success(SOUND_MESSAGES.movedToTrash);
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <AlertDialog
      open={sound !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete sound?"
      description={`“${sound?.name ?? ''}” moves to the trash and is removed from all boards. You can restore it from the trash within ${TRASH_RETENTION_DAYS} days.`}
      cancelLabel="Cancel"
      confirmLabel={trash.isPending ? 'Moving…' : 'Move to Trash'}
      pending={trash.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
