import type { ClientRect, CollisionDetection, DroppableContainer } from '@dnd-kit/core';
import type { SortingStrategy } from '@dnd-kit/sortable';

/**
 * dnd-kit's closestCenter and rectSortingStrategy for the board grid, without their cost on a 500-button
 * board (issue 11). dnd-kit's measured rects answer every read of left/top/right/bottom by reading the scroll
 * position of each scrollable ancestor, and closestCenter reads four of them per tile on every pointer move;
 * rectSortingStrategy copies the whole rect list for every tile each time the tile being dragged passes over
 * another. Here each measured rect is read once, kept in page coordinates (it moves with the page's scroll,
 * as the tiles do), and the strategy looks up the one rect it needs.
 */

interface PageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Keyed by dnd-kit's rect objects: a new measurement brings new objects, so nothing goes stale.
const pageRects = new WeakMap<ClientRect, PageRect>();

function pageRect(rect: ClientRect): PageRect {
  let known = pageRects.get(rect);
  if (!known) {
    known = {
      x: rect.left + window.scrollX,
      y: rect.top + window.scrollY,
      width: rect.width,
      height: rect.height,
    };
    pageRects.set(rect, known);
  }
  return known;
}

/** The droppable whose centre is closest to the centre of the dragged tile (dnd-kit's closestCenter). */
export const closestTileCenter: CollisionDetection = ({
  collisionRect,
  droppableRects,
  droppableContainers,
}) => {
  const centreX = collisionRect.left + collisionRect.width / 2 + window.scrollX;
  const centreY = collisionRect.top + collisionRect.height / 2 + window.scrollY;
  let closest: DroppableContainer | null = null;
  let closestDistance = Infinity;
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const { x, y, width, height } = pageRect(rect);
    const distance = Math.hypot(x + width / 2 - centreX, y + height / 2 - centreY);
    if (distance < closestDistance) {
      closest = container;
      closestDistance = distance;
    }
  }
  return closest
    ? [{ id: closest.id, data: { droppableContainer: closest, value: closestDistance } }]
    : [];
};

/**
 * Where the tile at `index` goes while the dragged tile (activeIndex) is over overIndex: the place of the
 * tile that arrayMove(rects, overIndex, activeIndex) puts at `index` (dnd-kit's rectSortingStrategy).
 */
export const gridSortingStrategy: SortingStrategy = ({ rects, activeIndex, overIndex, index }) => {
  let from = index;
  if (index === activeIndex) from = overIndex;
  else if (overIndex < activeIndex && index >= overIndex && index < activeIndex) from = index + 1;
  else if (overIndex > activeIndex && index > activeIndex && index <= overIndex) from = index - 1;
  const oldRect = rects[index];
  const newRect = rects[from];
  if (!oldRect || !newRect) return null;
  const before = pageRect(oldRect);
  const after = pageRect(newRect);
  return {
    x: after.x - before.x,
    y: after.y - before.y,
    scaleX: after.width / before.width,
    scaleY: after.height / before.height,
  };
};
