import { RotateCcw, Trash2 } from 'lucide-react';
import { TRASH_TEXT } from '#shared/trash-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

interface TrashCardActionsProps {
  /** The item's name, for the delete button's accessible name. */
  name: string;
  pending: boolean;
  onRestore: () => void;
  onDelete: () => void;
  className?: string;
}

/** Restore and permanent-delete buttons of a trash card; both disabled while a request is pending. */
export function TrashCardActions({
  name,
  pending,
  onRestore,
  onDelete,
  className,
}: TrashCardActionsProps) {
  return (
    <div className={cn('mt-auto flex gap-2', className)}>
      <Button variant="secondary" size="sm" disabled={pending} onClick={onRestore}>
        <RotateCcw aria-hidden />
        {TRASH_TEXT.restore}
      </Button>
      <Button
        variant="danger"
        size="sm"
        disabled={pending}
        onClick={onDelete}
        aria-label={`${TRASH_TEXT.permanentlyDelete} ${name}`}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
