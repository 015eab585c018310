import { Download } from 'lucide-react';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

/** The owner's download of the board as one .zip (decision 038): a plain link, the browser saves it. */
export function ExportBoardLink({ boardId }: { boardId: string }) {
  return (
    <div className="space-y-1">
      <a
        href={`/api/boards/${boardId}/export`}
        download
        className={cn(buttonVariants({ variant: 'secondary' }), 'w-full')}
      >
        <Download aria-hidden /> {M.export}
      </a>
      <p className="text-xs text-ink-muted">{M.exportHint}</p>
    </div>
  );
}
