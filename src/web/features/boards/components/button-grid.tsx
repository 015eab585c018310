import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useEffect, useState } from 'react';
import { DRAG_ACTIVATION } from '#shared/limits.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { dragAnnouncements, DRAG_INSTRUCTIONS } from '#web/features/boards/drag-announcements.ts';
import { AddButtonTile } from './add-button-tile.tsx';
import type { BoardButtonTileProps } from './board-button-tile.tsx';
import { SortableTile } from './sortable-tile.tsx';

/** Spec §9: the keyboard moves a dragged tile 25 px per arrow press. */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = DRAG_ACTIVATION.keyboardStepPx;
  const { x, y } = currentCoordinates;
  switch (event.code) {
    case 'ArrowRight':
      return { x: x + step, y };
    case 'ArrowLeft':
      return { x: x - step, y };
    case 'ArrowDown':
      return { x, y: y + step };
    case 'ArrowUp':
      return { x, y: y - step };
    default:
      return undefined;
  }
};

export interface ButtonGridProps {
  board: Board;
  isOwner: boolean;
  arranging: boolean;
  onReorder: (ids: string[]) => void;
  onAddButton?: () => void;
  addingButton?: boolean;
  onEdit: (button: BoardButton) => void;
  onDelete: (button: BoardButton) => void;
  onAddSound: (button: BoardButton) => void;
  /** Playback props per tile (onPlay, isPlaying, progress), from the audio engine. */
  tileProps?: (button: BoardButton) => Partial<BoardButtonTileProps>;
}

/** The board's buttons: 2 / 3 / 4 columns (phone / tablet / desktop); sortable while arranging. */
export function ButtonGrid({
  board,
  isOwner,
  arranging,
  onReorder,
  onAddButton,
  addingButton,
  onEdit,
  onDelete,
  onAddSound,
  tileProps,
}: ButtonGridProps) {
  const [revealed, setRevealed] = useState<string | null>(null);
  const buttons = isOwner
    ? board.soundboard_buttons
    : board.soundboard_buttons.filter((b) => b.sound);
  const sensors = useSensors(
    useSensor(PointerSensor, {
      activationConstraint: { distance: DRAG_ACTIVATION.pointerDistancePx },
    }),
    useSensor(TouchSensor, {
      activationConstraint: {
        delay: DRAG_ACTIVATION.touchDelayMs,
        tolerance: DRAG_ACTIVATION.touchTolerancePx,
      },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  useEffect(() => {
    if (!revealed) return;
    const hide = (event: PointerEvent) => {
      const tile = (event.target as Element | null)?.closest?.('[data-tile-id]');
      if (tile?.getAttribute('data-tile-id') !== revealed) setRevealed(null);
    };
    document.addEventListener('pointerdown', hide);
    return () => document.removeEventListener('pointerdown', hide);
  }, [revealed]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = buttons.map((b) => b.id);
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: dragAnnouncements(buttons),
        screenReaderInstructions: DRAG_INSTRUCTIONS,
      }}
    >
      <SortableContext items={buttons.map((b) => b.id)} strategy={rectSortingStrategy}>
        <ul
          aria-label={`Buttons of ${board.name}`}
          data-testid="button-grid"
          className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
        >
          {buttons.map((button) => (
            <SortableTile
              key={button.id}
              button={button}
              isOwner={isOwner}
              arranging={arranging}
              overlaysShown={revealed === button.id}
              onRevealOverlays={(b) => setRevealed(b.id)}
              onEdit={(b) => {
                setRevealed(null);
                onEdit(b);
              }}
              onDelete={(b) => {
                setRevealed(null);
                onDelete(b);
              }}
              onAddSound={onAddSound}
              {...tileProps?.(button)}
            />
          ))}
          {isOwner && onAddButton && !arranging && (
            <AddButtonTile onAdd={onAddButton} disabled={addingButton} />
          )}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
