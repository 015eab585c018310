import { AlertDialog } from 'radix-ui';
import { toast } from 'sonner';
import { TRASH_RETENTION_DAYS } from '#shared/limits.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
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
    <AlertDialog.Root open={sound !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-ui border border-line bg-surface-raised p-6 text-ink shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">Delete sound?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-ink-muted">
            “{sound?.name}” moves to the trash and is removed from all boards. You can restore it
            from the trash within {TRASH_RETENTION_DAYS} days.
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">Cancel</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" disabled={trash.isPending} onClick={() => void confirm()}>
              {trash.isPending ? 'Moving…' : 'Move to Trash'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
