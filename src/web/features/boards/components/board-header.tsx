import { ArrowUpDown, Check, Pencil, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Board } from '#shared/schemas/board.ts';
import { Button } from '#web/components/ui/button.tsx';

interface BoardHeaderProps {
  board: Board;
  isOwner: boolean;
  arranging: boolean;
  onToggleArrange: () => void;
  onEdit: () => void;
  onShare: () => void;
  /** The board selector, shown beside the actions. */
  selector?: ReactNode;
  /** Live mode: the owner's Go live, or a viewer's Listen live (features/live). */
  liveControl?: ReactNode;
  /** Board audio or output device, MIDI and compact view, filled in web/app (decision 045). */
  controls?: ReactNode;
}

/** The player's header: name, optional description, edit and share, and the Rearrange/Done toggle. */
export function BoardHeader({
  board,
  isOwner,
  arranging,
  onToggleArrange,
  onEdit,
  onShare,
  selector,
  liveControl,
  controls,
}: BoardHeaderProps) {
  const canArrange = isOwner && board.soundboard_buttons.length > 1;
  return (
    <header className="mb-5 space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {board.name}
          </h1>
          {board.description && <p className="mt-1 text-ink-muted">{board.description}</p>}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {liveControl}
          {isOwner && (
            <>
              <Button variant="secondary" size="icon" aria-label="Edit board" onClick={onEdit}>
                <Pencil aria-hidden />
              </Button>
              <Button variant="secondary" size="icon" aria-label="Share board" onClick={onShare}>
                <Share2 aria-hidden />
              </Button>
            </>
          )}
          {controls}
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {selector}
        {canArrange && (
          <Button
            variant={arranging ? 'primary' : 'secondary'}
            aria-pressed={arranging}
            onClick={onToggleArrange}
          >
            {arranging ? <Check aria-hidden /> : <ArrowUpDown aria-hidden />}
            {arranging ? 'Done' : 'Rearrange'}
          </Button>
        )}
      </div>
    </header>
  );
}
