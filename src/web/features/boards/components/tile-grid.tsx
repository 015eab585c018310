import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { cn } from '#web/lib/cn.ts';
import { BoardButtonTile, type BoardButtonTileProps } from './board-button-tile.tsx';
import { useFreshBlocksTakePresses } from './fresh-tile-blocks.ts';
import {
  SORT_ID,
  TILE_BLOCK_CLASS,
  TILE_BLOCK_SIZE,
  TILE_SLOT_CLASS,
  tileBlockRows,
  tileBlocks,
} from './tile-slot.ts';
import { BUTTON_GRID_CLASS } from './tile-styles.ts';

type TileCallback = (button: BoardButton) => void;

/** A grid sized to fill a screen (compact mode): these columns of square tiles, one grid, no blocks. */
export interface FitLayout {
  columns: number;
  tileSide: number;
  gap: number;
  className: string;
  cellClassName?: string;
}

export interface TileGridProps {
  board: Pick<Board, 'name' | 'soundboard_buttons'>;
  isOwner: boolean;
  arranging?: boolean;
  /** Play mode (decision 049): pads only, the tiles' edit chrome (counts, hotkey chips, "⋯") hidden. */
  playMode?: boolean;
  onEdit?: TileCallback;
  onDelete?: TileCallback;
  onAddSound?: TileCallback;
  /** Playback props per tile (onPlay, onCancelPlay, playback), from the board instrument. */
  tileProps?: (button: BoardButton) => Partial<BoardButtonTileProps>;
  /** The owner's Add Button tile, after the last tile. */
  addTile?: ReactNode;
  /** Rearranging (button-grid.tsx): the grid element and each tile's drag handle. */
  gridRef?: Ref<HTMLDivElement>;
  dragHandles?: ReadonlyMap<string, ReactNode>;
  fit?: FitLayout;
  testId?: string;
}

const noop = () => undefined;

/** The tiles a grid shows: every button for the owner, the ones with a sound for everyone else. */
export function gridButtons(buttons: readonly BoardButton[], isOwner: boolean) {
  return isOwner ? buttons : buttons.filter(hasPlayableSound);
}

/** A tile that renders again only when its own props change (decision 024: 500-button boards). */
const MemoTile = memo(BoardButtonTile);

/**
 * The one board grid: the player, the shared view, compact mode and the server's first content (decision
 * 021) all draw tiles through it. Presentational: it imports no engine, sorter or device code, so the server
 * bundles it (decision 045). 2 / 3 / 4 columns (phone / tablet / desktop) in blocks, or a fitted grid.
 */
export function TileGrid({
  board,
  isOwner,
  arranging = false,
  playMode = false,
  onEdit = noop,
  onDelete = noop,
  onAddSound = noop,
  tileProps,
  addTile,
  gridRef,
  dragHandles,
  fit,
  testId = 'button-grid',
}: TileGridProps) {
  const [revealed, setRevealed] = useState<string | null>(null);
  const buttons = useMemo(
    () => gridButtons(board.soundboard_buttons, isOwner),
    [isOwner, board.soundboard_buttons],
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

  const freshBlock = useFreshBlocksTakePresses();
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
    // Entering Rearrange renders no tile (decision 029): the grid's data-arranging attribute shows the
    // handles, hides the owner's menu and holds presses; only the tile whose overlays were open changes.
    dragHandle: dragHandles?.get(button.id),
    overlaysShown: !arranging && revealed === button.id,
    onRevealOverlays,
    onEdit: onTileEdit,
    onDelete: onTileDelete,
    onAddSound: stable.onAddSound,
    ...stable.stabilise(tileProps?.(button)),
  });
  const cell = (button: BoardButton) => (
    <div
      key={button.id}
      role="listitem"
      {...{ [SORT_ID]: button.id }}
      className={cn(TILE_SLOT_CLASS, fit?.cellClassName)}
    >
      <MemoTile {...propsOf(button)} />
    </div>
  );
  const gridProps = {
    ref: gridRef,
    role: 'list',
    'aria-label': `Buttons of ${board.name}`,
    'data-testid': testId,
    // Switching modes renders no tile: the attribute hides their chrome (tile-styles.ts EDIT_CHROME_CLASS).
    'data-play-mode': playMode || undefined,
  };

  if (fit) {
    return (
      <div
        {...gridProps}
        className={fit.className}
        style={{
          gap: fit.gap,
          gridTemplateColumns: `repeat(${fit.columns}, ${fit.tileSide}px)`,
          gridAutoRows: `${fit.tileSide}px`,
        }}
      >
        {buttons.map(cell)}
      </div>
    );
  }

  const blocks = tileBlocks(buttons);
  // The Add Button tile follows the last tile in its row; when the last block is full it starts one of its own.
  const addTileOwnBlock =
    addTile && (blocks.length === 0 || blocks.at(-1)!.length === TILE_BLOCK_SIZE);
  const block = (key: string, count: number, children: ReactNode) => (
    <div
      key={key}
      ref={freshBlock}
      role="none"
      className={TILE_BLOCK_CLASS}
      style={tileBlockRows(count) as CSSProperties}
    >
      {children}
    </div>
  );
  return (
    <div
      {...gridProps}
      data-arranging={arranging || undefined}
      className={cn(
        BUTTON_GRID_CLASS,
        // One animation for the whole grid rather than one per tile: 500 pulsing layers cost every frame.
        arranging && 'animate-pulse motion-reduce:animate-none',
      )}
    >
      {blocks.map((tiles, index) => {
        const withAdd = index === blocks.length - 1 && addTile && !addTileOwnBlock;
        return block(
          `block-${index}`,
          tiles.length + (withAdd ? 1 : 0),
          <>
            {tiles.map(cell)}
            {withAdd && addTile}
          </>,
        );
      })}
      {addTileOwnBlock && block('block-add', 1, addTile)}
    </div>
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
