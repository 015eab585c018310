import { Maximize2 } from 'lucide-react';
import { Link } from 'react-router';
import { COMPACT_MODE_MESSAGES as M } from '#shared/compact-mode-messages.ts';
import { compactBoardPath } from '#shared/routes.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';

/** Opens the board in compact mode (a second screen or a tablet): an icon button beside the board's title. */
export function CompactViewLink({ boardId }: { boardId: string }) {
  return (
    <Link
      to={compactBoardPath(boardId)}
      aria-label={M.open}
      title={`${M.open}: ${M.openHint}`}
      className={buttonVariants({ variant: 'secondary', size: 'icon' })}
    >
      <Maximize2 aria-hidden />
    </Link>
  );
}
