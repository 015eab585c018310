import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { memo, useMemo } from 'react';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { BoardButtonTile, type BoardButtonTileProps } from './board-button-tile.tsx';
import { TILE_SLOT_CLASS } from './tile-slot.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * The tile under the handle renders again only when its own props change: dnd-kit renders every sortable
 * again when the tile being dragged passes over another one, and on a 500-button board that must stay cheap
 * (issue 11).
 */
const MemoTile = memo(BoardButtonTile);

interface DragHandleProps {
  label: string;
  setRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

const DragHandle = memo(function DragHandle({
  label,
  setRef,
  attributes,
  listeners,
}: DragHandleProps) {
  return (
    <button
      type="button"
      ref={setRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${label}`}
      className="absolute top-1.5 left-1.5 inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-lg bg-black/50 text-white focus-visible:outline-2 focus-visible:outline-white active:cursor-grabbing"
    >
      <GripVertical aria-hidden className="size-5" />
    </button>
  );
});

/** A grid tile that can be dragged by its handle while the board is being rearranged. */
export const SortableTile = memo(function SortableTile(props: BoardButtonTileProps) {
  const { button, arranging = false } = props;
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: button.id,
    disabled: !arranging,
    // Tiles keep their size while dragging: no ResizeObserver per tile (500 of them at every pick-up).
    resizeObserverConfig: { disabled: true },
  });
  const label = button.label ?? button.sound?.name ?? BOARD_MESSAGES.emptyButton;
  const handle = useMemo(
    () =>
      arranging ? (
        <DragHandle
          label={label}
          setRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
      ) : undefined,
    [arranging, label, setActivatorNodeRef, attributes, listeners],
  );
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
      }}
      className={cn(TILE_SLOT_CLASS, isDragging && 'relative z-10 opacity-80')}
    >
      <MemoTile {...props} dragHandle={handle} />
    </li>
  );
});
