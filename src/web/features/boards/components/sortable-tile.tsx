import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { BoardButtonTile, type BoardButtonTileProps } from './board-button-tile.tsx';
import { cn } from '#web/lib/cn.ts';

/** A grid tile that can be dragged by its handle while the board is being rearranged. */
export function SortableTile(props: BoardButtonTileProps) {
  const { button, arranging = false } = props;
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: button.id, disabled: !arranging });
  const label = button.label ?? button.sound?.name ?? BOARD_MESSAGES.emptyButton;
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
      }}
      className={cn('list-none', isDragging && 'relative z-10 opacity-80')}
    >
      <BoardButtonTile
        {...props}
        dragHandle={
          arranging ? (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Drag ${label}`}
              className="absolute top-1.5 left-1.5 inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-lg bg-black/50 text-white focus-visible:outline-2 focus-visible:outline-white active:cursor-grabbing"
            >
              <GripVertical aria-hidden className="size-5" />
            </button>
          ) : undefined
        }
      />
    </li>
  );
}
