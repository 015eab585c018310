import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { cn } from '#web/lib/cn.ts';
import { AddButtonTile } from './add-button-tile.tsx';
import { BoardButtonTile, type BoardButtonTileProps } from './board-button-tile.tsx';
import type SortableButtonGridComponent from './sortable-button-grid.tsx';
import { TILE_SLOT_CLASS } from './tile-slot.ts';
import { BUTTON_GRID_CLASS } from './tile-styles.ts';

// Once fetched, the sortable grid renders directly: React.lazy would still suspend on its first render.
let loadedSortableGrid: typeof SortableButtonGridComponent | null = null;
const loadSortableGrid = () =>
  import('./sortable-button-grid.tsx').then((module) => {
    loadedSortableGrid = module.default;
    return module;
  });
const LazySortableButtonGrid = lazy(loadSortableGrid);

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

type TileCallback = (button: BoardButton) => void;

/** A tile that renders again only when its own props change (issue 11: 500-button boards). */
const MemoTile = memo(BoardButtonTile);

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
  const buttons = useMemo(
    () => (isOwner ? board.soundboard_buttons : board.soundboard_buttons.filter(hasPlayableSound)),
    [isOwner, board.soundboard_buttons],
  );
  const canArrange = isOwner && buttons.length > 1;

  useEffect(() => {
    if (!revealed) return;
    const hide = (event: PointerEvent) => {
      const tile = (event.target as Element | null)?.closest?.('[data-tile-id]');
      if (tile?.getAttribute('data-tile-id') !== revealed) setRevealed(null);
    };
    document.addEventListener('pointerdown', hide);
    return () => document.removeEventListener('pointerdown', hide);
  }, [revealed]);

  // The owner will likely rearrange: fetch the drag-and-drop chunk while idle, so entering Rearrange
  // renders the sortable grid at once instead of the fallback first (issue 11). Visitors never load it.
  useEffect(() => {
    if (!canArrange) return;
    if (typeof requestIdleCallback !== 'function') return void loadSortableGrid();
    const handle = requestIdleCallback(() => void loadSortableGrid());
    return () => cancelIdleCallback(handle);
  }, [canArrange]);

  const stable = useStableCallbacks({ onEdit, onDelete, onAddSound, tileProps });
  const onRevealOverlays = useCallback((b: BoardButton) => setRevealed(b.id), []);
  const onTileEdit = useCallback(
    (b: BoardButton) => {
      setRevealed(null);
      stable.onEdit(b);
    },
    [stable],
  );
  const onTileDelete = useCallback(
    (b: BoardButton) => {
      setRevealed(null);
      stable.onDelete(b);
    },
    [stable],
  );
  const propsOf = (button: BoardButton): BoardButtonTileProps => ({
    button,
    isOwner,
    arranging,
    overlaysShown: revealed === button.id,
    onRevealOverlays,
    onEdit: onTileEdit,
    onDelete: onTileDelete,
    onAddSound: stable.onAddSound,
    ...stable.stabilise(tileProps?.(button)),
  });
  const list = (tiles: ReactNode) => (
    <ul
      aria-label={`Buttons of ${board.name}`}
      data-testid="button-grid"
      className={cn(
        BUTTON_GRID_CLASS,
        // One animation for the whole grid rather than one per tile: 500 pulsing layers cost every frame.
        arranging && 'animate-pulse motion-reduce:animate-none',
      )}
    >
      {tiles}
      {isOwner && onAddButton && !arranging && (
        <AddButtonTile onAdd={onAddButton} disabled={addingButton} />
      )}
    </ul>
  );
  const plain = list(
    buttons.map((button) => (
      <li key={button.id} className={TILE_SLOT_CLASS}>
        <MemoTile {...propsOf(button)} />
      </li>
    )),
  );
  if (!arranging) return plain;
  const SortableButtonGrid = loadedSortableGrid ?? LazySortableButtonGrid;
  return (
    <Suspense fallback={plain}>
      <SortableButtonGrid buttons={buttons} onReorder={onReorder} tileProps={propsOf} list={list} />
    </Suspense>
  );
}

/**
 * The tiles' callbacks with an identity that lasts across renders: each calls the latest prop. Without this
 * every render of the board (a drop, a playback state) would hand all 500 memoised tiles new functions.
 * `stabilise` swaps the functions among a tile's extra props (tileProps) for such callers, by name; the other
 * values pass through as they are.
 */
function useStableCallbacks(props: {
  onEdit: TileCallback;
  onDelete: TileCallback;
  onAddSound: TileCallback;
  tileProps?: (button: BoardButton) => Partial<BoardButtonTileProps>;
}) {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  return useMemo(() => {
    const byName = new Map<string, TileCallback>();
    const extraCallback = (name: string) => {
      let callback = byName.get(name);
      if (!callback) {
        callback = (button) => {
          const current = latest.current.tileProps?.(button)[name as keyof BoardButtonTileProps];
          if (typeof current === 'function') current(button);
        };
        byName.set(name, callback);
      }
      return callback;
    };
    return {
      onEdit: (button: BoardButton) => latest.current.onEdit(button),
      onDelete: (button: BoardButton) => latest.current.onDelete(button),
      onAddSound: (button: BoardButton) => latest.current.onAddSound(button),
      stabilise(extra: Partial<BoardButtonTileProps> | undefined): Partial<BoardButtonTileProps> {
        if (!extra) return {};
        return Object.fromEntries(
          Object.entries(extra).map(([name, value]) => [
            name,
            typeof value === 'function' ? extraCallback(name) : value,
          ]),
        );
      },
    };
  }, []);
}
