import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { arrayMove, SortableContext } from '@dnd-kit/sortable';
import { useMemo, type ReactNode } from 'react';
import { DRAG_ACTIVATION } from '#shared/limits.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { dragAnnouncements, DRAG_INSTRUCTIONS } from '#web/features/boards/drag-announcements.ts';
import { closestTileCenter, gridSortingStrategy } from '#web/features/boards/grid-collision.ts';
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

export interface SortableButtonGridProps {
  buttons: BoardButton[];
  onReorder: (ids: string[]) => void;
  tileProps: (button: BoardButton) => BoardButtonTileProps;
  /** The list element, given the tiles. */
  list: (tiles: ReactNode) => ReactNode;
}

/**
 * The grid while the owner rearranges (dnd-kit): loaded only then, so visitors and playing never download
 * the drag-and-drop code (issue 11).
 */
export default function SortableButtonGrid({
  buttons,
  onReorder,
  tileProps,
  list,
}: SortableButtonGridProps) {
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
  // The same arrays and objects from render to render, so dnd-kit's contexts only change with the drag.
  const ids = useMemo(() => buttons.map((b) => b.id), [buttons]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  const accessibility = useMemo(
    () => ({
      announcements: dragAnnouncements(buttons),
      screenReaderInstructions: DRAG_INSTRUCTIONS,
    }),
    [buttons],
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestTileCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={gridSortingStrategy}>
        {list(buttons.map((button) => <SortableTile key={button.id} {...tileProps(button)} />))}
      </SortableContext>
    </DndContext>
  );
}
