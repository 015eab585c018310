import { ArrowUpDown, Check, EllipsisVertical, Pencil, PencilRuler, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { OWNER_MENU_MESSAGES } from '#shared/owner-menu-messages.ts';
import type { Board } from '#shared/schemas/board.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDismissOutside } from '#web/features/boards/hooks/use-dismiss-outside.ts';

interface BoardHeaderProps {
  board: Board;
  isOwner: boolean;
  /** Edit mode (decision 049): the owner's chrome is shown; otherwise the board is played. */
  editing: boolean;
  onToggleEditing: () => void;
  arranging: boolean;
  onToggleArrange: () => void;
  onEdit: () => void;
  onShare: () => void;
  /** The board selector: where there is one, it names the board. */
  selector?: ReactNode;
  /** Live mode: the owner's Go live, or a viewer's Listen live (features/live). */
  liveControl?: ReactNode;
  /** Board audio or output device, MIDI and compact view, filled in web/app (decision 045). */
  controls?: ReactNode;
  /** The like control on a public board (the likes feature, through a slot drawn in web/app). */
  likeControl?: ReactNode;
  /** Stop All while something plays (the board instrument's). */
  stopAll?: ReactNode;
}

/**
 * The player's board bar (decision 049): one row with the board's name (the selector, where there is one),
 * Stop All while something plays, the like control, the owner's Edit toggle and, in edit mode, Rearrange.
 * The board's actions (live, edit, share, audio, MIDI, compact view) sit in the row from 640 px on; on a
 * phone they fold into one "More actions for {board}" disclosure, so the pads come first.
 */
export function BoardHeader({
  board,
  isOwner,
  editing,
  onToggleEditing,
  arranging,
  onToggleArrange,
  onEdit,
  onShare,
  selector,
  liveControl,
  controls,
  likeControl,
  stopAll,
}: BoardHeaderProps) {
  const canArrange = isOwner && editing && board.soundboard_buttons.length > 1;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismissOutside(ref, open, () => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const hasActions = isOwner || Boolean(liveControl) || Boolean(controls);

  return (
    <header ref={ref} className="relative mb-3 sm:mb-5">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <h1
            className={cn(
              'truncate text-xl font-bold tracking-tight sm:text-3xl',
              selector && 'sr-only',
            )}
          >
            {board.name}
          </h1>
          {selector}
        </div>
        {stopAll}
        {likeControl}
        {canArrange && (
          <Button
            variant={arranging ? 'primary' : 'secondary'}
            aria-pressed={arranging}
            onClick={onToggleArrange}
            className="max-sm:w-11 max-sm:px-0"
          >
            {arranging ? <Check aria-hidden /> : <ArrowUpDown aria-hidden />}
            <span className="max-sm:sr-only">{arranging ? 'Done' : 'Rearrange'}</span>
          </Button>
        )}
        {isOwner && (
          <Button
            variant={editing ? 'primary' : 'secondary'}
            aria-pressed={editing}
            onClick={onToggleEditing}
          >
            <PencilRuler aria-hidden />
            Edit
          </Button>
        )}
        {hasActions && (
          <Button
            ref={toggle}
            variant="secondary"
            size="icon"
            className="sm:hidden"
            aria-label={OWNER_MENU_MESSAGES.boardActions(board.name)}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            <EllipsisVertical aria-hidden />
          </Button>
        )}
        {hasActions && (
          <div
            id={panelId}
            role="group"
            aria-label={OWNER_MENU_MESSAGES.boardActions(board.name)}
            className={cn(
              'items-center justify-end gap-2 sm:flex',
              open
                ? 'flex flex-wrap max-sm:absolute max-sm:top-full max-sm:right-0 max-sm:z-30 max-sm:mt-2 max-sm:rounded-ui max-sm:border max-sm:border-line max-sm:bg-surface-raised max-sm:p-2 max-sm:shadow-lg'
                : 'hidden',
            )}
          >
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
        )}
      </div>
      {board.description && (
        <p className="mt-1 line-clamp-2 text-sm text-ink-muted sm:text-base">{board.description}</p>
      )}
    </header>
  );
}
