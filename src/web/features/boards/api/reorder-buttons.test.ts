import { describe, expect, it } from 'vitest';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { withOrder } from './reorder-buttons.ts';

const button = (id: string, i: number) =>
  ({ id, label: id, position_row: Math.floor(i / 4), position_col: i % 4 }) as BoardButton;
const board = (ids: string[], rows = 2) =>
  ({
    id: 'board',
    grid_columns: 4,
    grid_rows: rows,
    soundboard_buttons: ids.map(button),
  }) as unknown as Board;

describe('withOrder (the cached board after a reorder)', () => {
  it('places the buttons as the server does and keeps the objects of buttons that stay put', () => {
    const before = board(['a', 'b', 'c', 'd', 'e', 'f']);
    const after = withOrder(before, ['b', 'c', 'a', 'd', 'e', 'f']);
    expect(after.soundboard_buttons.map((b) => [b.id, b.position_row, b.position_col])).toEqual([
      ['b', 0, 0],
      ['c', 0, 1],
      ['a', 0, 2],
      ['d', 0, 3],
      ['e', 1, 0],
      ['f', 1, 1],
    ]);
    // d, e and f did not move: the same objects, so their memoised tiles skip the re-render.
    for (const i of [3, 4, 5])
      expect(after.soundboard_buttons[i]).toBe(before.soundboard_buttons[i]);
    expect(after.soundboard_buttons[0]).not.toBe(before.soundboard_buttons[1]);
  });

  it('puts buttons the order leaves out after the others and grows the rows as the server does', () => {
    const before = board(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], 2);
    const after = withOrder(before, ['i', 'h']);
    expect(after.soundboard_buttons.map((b) => b.id)).toEqual([
      'i',
      'h',
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
    ]);
    expect(after.grid_rows).toBe(3);
  });
});
