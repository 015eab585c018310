import { closestCenter, type ClientRect, type DroppableContainer } from '@dnd-kit/core';
import { rectSortingStrategy } from '@dnd-kit/sortable';
import { afterEach, describe, expect, it } from 'vitest';
import { closestTileCenter, gridSortingStrategy } from './grid-collision.ts';

const COLUMNS = 4;
const SIZE = 100;
const GAP = 16;

/** Like dnd-kit's measured rects: measured at scroll 0, each read shifted by the window's scroll since. */
function measuredRect(index: number): ClientRect {
  const left = (index % COLUMNS) * (SIZE + GAP);
  const top = Math.floor(index / COLUMNS) * (SIZE + GAP);
  return {
    width: SIZE,
    height: SIZE,
    get left() {
      return left - window.scrollX;
    },
    get right() {
      return left + SIZE - window.scrollX;
    },
    get top() {
      return top - window.scrollY;
    },
    get bottom() {
      return top + SIZE - window.scrollY;
    },
  };
}

function grid(count: number) {
  const rects = Array.from({ length: count }, (_, i) => measuredRect(i));
  const containers = rects.map((_, i) => ({ id: `t${i}` }) as unknown as DroppableContainer);
  const droppableRects = new Map(containers.map((c, i) => [c.id, rects[i]!]));
  return { rects, containers, droppableRects };
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => scrollTo(0));

describe('the grid sorting strategy', () => {
  it("moves every tile as dnd-kit's rectSortingStrategy does, for every pick-up and drop place", () => {
    const { rects } = grid(10);
    for (let activeIndex = 0; activeIndex < 10; activeIndex++) {
      for (let overIndex = 0; overIndex < 10; overIndex++) {
        for (let index = 0; index < 10; index++) {
          const args = { rects, activeIndex, overIndex, index, activeNodeRect: null };
          expect(gridSortingStrategy(args), `${activeIndex}→${overIndex} @${index}`).toEqual(
            rectSortingStrategy(args),
          );
        }
      }
    }
  });
});

describe('the closest tile centre', () => {
  const dragged = (x: number, y: number): ClientRect => ({
    left: x,
    top: y,
    width: SIZE,
    height: SIZE,
    right: x + SIZE,
    bottom: y + SIZE,
  });

  it("finds the tile dnd-kit's closestCenter finds", () => {
    const { containers, droppableRects } = grid(12);
    for (const [x, y] of [
      [0, 0],
      [60, 10],
      [130, 240],
      [300, 300],
      [-50, 500],
      [1000, 120],
    ] as const) {
      const args = {
        active: containers[0]!,
        collisionRect: dragged(x, y),
        droppableRects,
        droppableContainers: containers,
        pointerCoordinates: null,
      } as unknown as Parameters<typeof closestCenter>[0];
      expect(closestTileCenter(args)[0]?.id, `${x},${y}`).toBe(closestCenter(args)[0]?.id);
    }
  });

  it('keeps finding the right tile after the page scrolled since the tiles were first read', () => {
    const { containers, droppableRects } = grid(40);
    const at = (x: number, y: number) =>
      closestTileCenter({
        active: containers[0]!,
        collisionRect: dragged(x, y),
        droppableRects,
        droppableContainers: containers,
        pointerCoordinates: null,
      } as unknown as Parameters<typeof closestCenter>[0])[0]?.id;
    expect(at(0, 0)).toBe('t0');
    // Scrolled down by three rows: the tile now at the top of the viewport is the 13th.
    scrollTo(3 * (SIZE + GAP));
    expect(at(0, 0)).toBe('t12');
    expect(at(SIZE + GAP, SIZE + GAP)).toBe('t17');
  });
});
