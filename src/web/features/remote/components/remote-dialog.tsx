import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { REMOTE_UI_MESSAGES } from '#shared/remote-ui-messages.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { createPairingOffer } from '../api/remotes.ts';
import { PairingCode } from './pairing-code.tsx';
import { PairedRemotes } from './paired-remotes.tsx';

/**
 * "Use a remote" (decision 060): a pairing code made on opening (and on New code) as a QR code and as text,
 * and the board's paired remotes, each with Disconnect. Loaded lazily: only an owner who opens it fetches it.
 */
export default function RemoteDialog({
  open,
  onOpenChange,
  boardId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  boardId: string;
}) {
  const offer = useMutation({
    mutationFn: () => createPairingOffer(boardId),
    onError: (error) => toast.error(error.message),
  });
  const { mutate } = offer;
  // One code per opening; New code makes another.
  useEffect(() => mutate(), [mutate]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={REMOTE_UI_MESSAGES.dialogTitle}
      description={REMOTE_UI_MESSAGES.dialogDescription}
    >
      <div className="space-y-6">
        <PairingCode
          offer={offer.data ?? null}
          busy={offer.isPending}
          onNewCode={() => offer.mutate()}
        />
        <PairedRemotes boardId={boardId} />
      </div>
    </Dialog>
  );
}
