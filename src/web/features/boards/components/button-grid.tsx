import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { dragAnnouncements, DRAG_INSTRUCTIONS } from '#web/features/boards/drag-announcements.ts';
import {
  DRAG_INSTRUCTIONS_ID,
  DRAG_LIVE_REGION_ID,
  DragHandle,
} from '#web/features/boards/rearrange/drag-handle.tsx';
import { SORT_ID } from '#web/features/boards/rearrange/grid-sorter-attributes.ts';
import { cn } from '#web/lib/cn.ts';
import { AddButtonTile } from './add-button-tile.tsx';
import { BoardButtonTile, type BoardButtonTileProps } from './board-button-tile.tsx';
import {
  TILE_BLOCK_CLASS,
  TILE_BLOCK_SIZE,
  TILE_SLOT_CLASS,
  tileBlockRows,
  tileBlocks,
} from './tile-slot.ts';
import { BUTTON_GRID_CLASS } from './tile-styles.ts';

// The rearrange code (decision 029) is its own chunk: visitors never load it, owners fetch it while idle.
const loadGridSorter = () => import('#web/features/boards/rearrange/grid-sorter.ts');
type GridSorter = ReturnType<Awaited<ReturnType<typeof loadGridSorter>>['attachGridSorter']>;

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

  // The owner will likely rearrange: fetch the rearrange chunk while idle (issue 11). Visitors never load it.
  useEffect(() => {
    if (!canArrange) return;
    if (typeof requestIdleCallback !== 'function') return void loadGridSorter();
    const handle = requestIdleCallback(() => void loadGridSorter());
    return () => cancelIdleCallback(handle);
  }, [canArrange]);

  const { gridRef, liveRef, handles } = useGridSorter(arranging && canArrange, buttons, onReorder);

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
    dragHandle: canArrange ? handles.get(button.id) : undefined,
    overlaysShown: !arranging && revealed === button.id,
    onRevealOverlays,
    onEdit: onTileEdit,
    onDelete: onTileDelete,
    onAddSound: stable.onAddSound,
    ...stable.stabilise(tileProps?.(button)),
  });
  const addTile = isOwner && onAddButton && !arranging && (
    <AddButtonTile onAdd={onAddButton} disabled={addingButton} />
  );
  const blocks = tileBlocks(buttons);
  // The Add Button tile follows the last tile in its row; when the last block is full it starts one of its own.
  const addTileOwnBlock =
    addTile && (blocks.length === 0 || blocks.at(-1)!.length === TILE_BLOCK_SIZE);
  const block = (key: string, count: number, children: React.ReactNode) => (
    <div
      key={key}
      role="none"
      className={TILE_BLOCK_CLASS}
      style={tileBlockRows(count) as React.CSSProperties}
    >
      {children}
    </div>
  );
  return (
    <>
      <div
        ref={gridRef}
        role="list"
        aria-label={`Buttons of ${board.name}`}
        data-testid="button-grid"
        data-arranging={arranging || undefined}
        className={cn(
          BUTTON_GRID_CLASS,
          // One animation for the whole grid rather than one per tile: 500 pulsing layers cost every frame.
          arranging && 'animate-pulse motion-reduce:animate-none',
        )}
      >
        {blocks.map((tiles, index) => {
          const last = index === blocks.length - 1;
          const withAdd = last && addTile && !addTileOwnBlock;
          return block(
            `block-${index}`,
            tiles.length + (withAdd ? 1 : 0),
            <>
              {tiles.map((button) => (
                <div
                  key={button.id}
                  role="listitem"
                  {...{ [SORT_ID]: button.id }}
                  className={TILE_SLOT_CLASS}
                >
                  <MemoTile {...propsOf(button)} />
                </div>
              ))}
              {withAdd && addTile}
            </>,
          );
        })}
        {addTileOwnBlock && block('block-add', 1, addTile)}
      </div>
      {arranging && canArrange && (
        <>
          <div id={DRAG_INSTRUCTIONS_ID} hidden>
            {DRAG_INSTRUCTIONS}
          </div>
          <div
            id={DRAG_LIVE_REGION_ID}
            ref={liveRef}
            role="status"
            aria-live="assertive"
            aria-atomic="true"
            className="sr-only"
          />
        </>
      )}
    </>
  );
}

const handleCache = new Map<string, React.ReactElement>();

function handleFor(button: BoardButton): React.ReactElement {
  const label = button.label ?? button.sound?.name ?? BOARD_MESSAGES.emptyButton;
  const key = `${button.id}\n${label}`;
  let handle = handleCache.get(key);
  if (!handle) {
    if (handleCache.size > 5000) handleCache.clear();
    handle = <DragHandle id={button.id} label={label} />;
    handleCache.set(key, handle);
  }
  return handle;
}

/**
 * Rearranging (decision 029): while `active`, the grid sorter is attached to the grid and each tile gets a
 * drag handle; a drop reorders through `onReorder`, and once React has rendered the new order the sorter
 * drops its transforms (in a layout effect, so before the frame is painted).
 */
function useGridSorter(
  active: boolean,
  buttons: readonly BoardButton[],
  onReorder: (ids: string[]) => void,
) {
  const gridRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLDivElement>(null);
  const sorter = useRef<GridSorter | null>(null);
  const latest = useRef({ buttons, onReorder });
  useLayoutEffect(() => {
    latest.current = { buttons, onReorder };
    sorter.current?.settle();
  }, [buttons, onReorder]);

  useEffect(() => {
    const grid = gridRef.current;
    if (!active || !grid) return;
    let attached: GridSorter | null = null;
    let stopped = false;
    void loadGridSorter().then(({ attachGridSorter }) => {
      if (stopped) return;
      attached = attachGridSorter(grid, {
        onDrop: (ids) => latest.current.onReorder(ids),
        announce: (text) => {
          if (liveRef.current) liveRef.current.textContent = text;
        },
        announcements: () => dragAnnouncements(latest.current.buttons),
      });
      sorter.current = attached;
    });
    return () => {
      stopped = true;
      attached?.detach();
      sorter.current = null;
    };
  }, [active]);

  // One handle element per button, the same element while its label stays (across drops too): tiles are
  // memoised on their props. The handles exist (hidden) before Rearrange, so that entering it renders nothing.
  const handles = useMemo(
    () => new Map(buttons.map((button) => [button.id, handleFor(button)] as const)),
    [buttons],
  );

  return { gridRef, liveRef, handles };
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
