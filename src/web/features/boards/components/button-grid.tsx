import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { AddButtonTile } from './add-button-tile.tsx';
import { BoardButtonTile, type BoardButtonTileProps } from './board-button-tile.tsx';
import { BUTTON_GRID_CLASS, TILE_ITEM_CLASS } from './tile-styles.ts';

const SortableButtonGrid = lazy(() => import('./sortable-button-grid.tsx'));

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
    : board.soundboard_buttons.filter(hasPlayableSound);

  useEffect(() => {
    if (!revealed) return;
    const hide = (event: PointerEvent) => {
      const tile = (event.target as Element | null)?.closest?.('[data-tile-id]');
      if (tile?.getAttribute('data-tile-id') !== revealed) setRevealed(null);
    };
    document.addEventListener('pointerdown', hide);
    return () => document.removeEventListener('pointerdown', hide);
  }, [revealed]);

  const propsOf = (button: BoardButton): BoardButtonTileProps => ({
    button,
    isOwner,
    arranging,
    overlaysShown: revealed === button.id,
    onRevealOverlays: (b) => setRevealed(b.id),
    onEdit: (b) => {
      setRevealed(null);
      onEdit(b);
    },
    onDelete: (b) => {
      setRevealed(null);
      onDelete(b);
    },
    onAddSound,
    ...tileProps?.(button),
  });
  const list = (tiles: ReactNode) => (
    <ul
      aria-label={`Buttons of ${board.name}`}
      data-testid="button-grid"
      className={BUTTON_GRID_CLASS}
    >
      {tiles}
      {isOwner && onAddButton && !arranging && (
        <AddButtonTile onAdd={onAddButton} disabled={addingButton} />
      )}
    </ul>
  );
  const plain = list(
    buttons.map((button) => (
      <li key={button.id} className={TILE_ITEM_CLASS}>
        <BoardButtonTile {...propsOf(button)} />
      </li>
    )),
  );
  if (!arranging) return plain;
  return (
    <Suspense fallback={plain}>
      <SortableButtonGrid buttons={buttons} onReorder={onReorder} tileProps={propsOf} list={list} />
    </Suspense>
  );
}
