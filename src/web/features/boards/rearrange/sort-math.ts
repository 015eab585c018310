/** A tile's box in page coordinates (measured once, at pick-up). */
export interface TileBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The place whose centre is closest to the dragged tile's centre, moved by (dx, dy) from its own place. */
export function targetIndex(
  boxes: readonly TileBox[],
  from: number,
  dx: number,
  dy: number,
): number {
  const own = boxes[from]!;
  const cx = own.x + own.width / 2 + dx;
  const cy = own.y + own.height / 2 + dy;
  let best = from;
  let bestDistance = Infinity;
  boxes.forEach((box, index) => {
    const distance = (box.x + box.width / 2 - cx) ** 2 + (box.y + box.height / 2 - cy) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
}

/**
 * Where each tile between `from` and `to` is drawn while the dragged one hovers over `to`: the tiles in
 * between slide one place towards `from`. Indexes of the tiles whose offset changes when the target moves
 * from `previous` to `to` are the only ones returned (the others keep theirs).
 */
export function shiftedTiles(
  boxes: readonly TileBox[],
  from: number,
  previous: number,
  to: number,
): { index: number; dx: number; dy: number }[] {
  const low = Math.min(from, previous, to);
  const high = Math.max(from, previous, to);
  const shifts: { index: number; dx: number; dy: number }[] = [];
  for (let index = low; index <= high; index += 1) {
    if (index === from) continue;
    const place = placeOf(index, from, to);
    const before = placeOf(index, from, previous);
    if (place === before) continue;
    shifts.push({
      index,
      dx: boxes[place]!.x - boxes[index]!.x,
      dy: boxes[place]!.y - boxes[index]!.y,
    });
  }
  return shifts;
}

/** The place of tile `index` when the tile at `from` sits at `to`. */
function placeOf(index: number, from: number, to: number): number {
  if (from < to && index > from && index <= to) return index - 1;
  if (to < from && index >= to && index < from) return index + 1;
  return index;
}

/** The arrow keys that move a keyboard drag, one place each (decision 049). */
export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/**
 * The place one arrow press moves a keyboard drag to from place `at` (decision 049): Left and Right the
 * place before or after it (a row's end leads to the next row), Up and Down the place in the same column one
 * row up or down. `at` itself where there is none.
 */
export function neighbourIndex(boxes: readonly TileBox[], at: number, key: ArrowKey): number {
  if (key === 'ArrowLeft') return Math.max(0, at - 1);
  if (key === 'ArrowRight') return Math.min(boxes.length - 1, at + 1);
  const own = boxes[at]!;
  const down = key === 'ArrowDown';
  let best = at;
  boxes.forEach((box, index) => {
    if (Math.abs(box.x - own.x) > 1) return;
    const ahead = down ? box.y > own.y + 1 : box.y < own.y - 1;
    if (!ahead) return;
    const current = boxes[best]!;
    if (best === at || (down ? box.y < current.y : box.y > current.y)) best = index;
  });
  return best;
}
