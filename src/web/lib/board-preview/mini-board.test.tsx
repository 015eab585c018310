import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOARD_PREVIEW_MESSAGES } from '#shared/board-preview.ts';
import type { BoardPad } from '#shared/schemas/board-preview.ts';
import { MiniBoard } from './mini-board.tsx';

const pad = (row: number, col: number, overrides: Partial<BoardPad> = {}): BoardPad => ({
  id: `0b6a3c8e-1f2d-4e5a-9b7c-0000000${row}0${col}00`,
  position_row: row,
  position_col: col,
  color: '#0e7490',
  background_image_url: null,
  label: null,
  sound_url: null,
  ...overrides,
});

describe('MiniBoard (decision 051)', () => {
  it('lays the pads out like the board, a playable pad a named button, the others drawn only', () => {
    render(
      <MiniBoard
        boardName="Party"
        gridRows={2}
        gridColumns={3}
        pads={[
          pad(0, 0, { label: 'Airhorn', sound_url: '/files/sounds/a.mp3' }),
          pad(0, 1),
          pad(1, 2, { label: 'Cheer', sound_url: '/files/sounds/b.mp3' }),
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: BOARD_PREVIEW_MESSAGES.pads('Party') });
    expect(group.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(group.children).toHaveLength(6);
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Play Airhorn', 'Play Cheer']);
    expect(within(group).getByRole('button', { name: 'Play Airhorn' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The pad after Airhorn has no sound; the last cell of the first row has no button at all.
    expect(group.children[1]).toHaveAttribute('data-testid', 'card-pad');
    expect(group.children[2]).not.toHaveAttribute('data-testid');
  });

  it('shows a big board’s top-left 3 × 4 corner', () => {
    render(
      <MiniBoard
        boardName="Big"
        gridRows={8}
        gridColumns={10}
        pads={[
          pad(0, 0, { label: 'In', sound_url: '/a.mp3' }),
          pad(5, 7, { label: 'Out', sound_url: '/b.mp3' }),
        ]}
      />,
    );
    const group = screen.getByRole('group');
    expect(group.children).toHaveLength(12);
    expect(within(group).getAllByRole('button')).toHaveLength(1);
  });
});
