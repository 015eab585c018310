import { GripVertical } from 'lucide-react';
import { memo } from 'react';
import { DRAG_HANDLE } from './grid-sorter-attributes.ts';

export const DRAG_INSTRUCTIONS_ID = 'drag-instructions';
export const DRAG_LIVE_REGION_ID = 'drag-live-region';

/**
 * A tile's handle, shown only while the grid is being rearranged (its data-arranging attribute): the grid
 * sorter listens for presses and keys on it (decision 029).
 */
export const DragHandle = memo(function DragHandle({ id, label }: { id: string; label: string }) {
  return (
    <button
      type="button"
      {...{ [DRAG_HANDLE]: id }}
      aria-label={`Drag ${label}`}
      aria-describedby={DRAG_INSTRUCTIONS_ID}
      className="absolute top-1.5 left-1.5 hidden size-11 [[data-arranging]_&]:inline-flex cursor-grab touch-none items-center justify-center rounded-lg bg-black/50 text-white focus-visible:outline-2 focus-visible:outline-white active:cursor-grabbing"
    >
      <GripVertical aria-hidden className="size-5" />
    </button>
  );
});
