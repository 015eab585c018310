import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { sharedBoardPath } from '#shared/routes.ts';
import type { BoardFields } from '#shared/schemas/board-summary.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useUpdateBoard } from '#web/features/boards/api/update-board.ts';

interface ShareDialogProps {
  board: BoardFields;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Share board: the /board/{id} link with copy, and the public switch that saves at once. */
export function ShareDialog({ board, open, onOpenChange }: ShareDialogProps) {
  const update = useUpdateBoard();
  const link = `${window.location.origin}${sharedBoardPath(board.id)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(BOARD_MESSAGES.linkCopied);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const setPublic = async (isPublic: boolean) => {
    try {
      await update.mutateAsync({ boardId: board.id, updates: { is_public: isPublic } });
      toast.success(isPublic ? BOARD_MESSAGES.nowPublic : BOARD_MESSAGES.nowPrivate);
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.updateFailed} ${error instanceof Error ? error.message : ''}`);
    }
  };

  const isPublic = update.isPending ? Boolean(update.variables.updates.is_public) : board.is_public;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share board"
      description="Anyone with the link can view a public board. Private boards are only visible to you."
    >
      <div className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor="share-link">Board link</Label>
          <div className="flex gap-2">
            <Input
              id="share-link"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button type="button" variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden /> Copy
            </Button>
          </div>
        </div>
        <div className="flex items-center justify-between gap-4 rounded-ui border border-line p-3">
          <div>
            <Label htmlFor="share-public">Public board</Label>
            <p className="mt-1 text-sm text-ink-muted">
              {isPublic ? 'Anyone with the link can view it.' : 'Only you can see it.'}
            </p>
          </div>
          <Switch
            id="share-public"
            checked={isPublic}
            disabled={update.isPending}
            onCheckedChange={(checked) => void setPublic(checked)}
          />
        </div>
      </div>
    </Dialog>
  );
}
