import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { dragAnnouncements, DRAG_INSTRUCTIONS } from '#web/features/boards/drag-announcements.ts';
import {
  DRAG_INSTRUCTIONS_ID,
  DRAG_LIVE_REGION_ID,
  DragHandle,
} from '#web/features/boards/rearrange/drag-handle.tsx';
import { AddButtonTile } from './add-button-tile.tsx';
import type { BoardButtonTileProps } from './board-button-tile.tsx';
import { gridButtons, TileGrid } from './tile-grid.tsx';

// The rearrange code (decision 029) is its own chunk: visitors never load it, owners fetch it while idle.
const loadGridSorter = () => import('#web/features/boards/rearrange/grid-sorter.ts');
type GridSorter = ReturnType<Awaited<ReturnType<typeof loadGridSorter>>['attachGridSorter']>;

export interface ButtonGridProps {
  board: Board;
  isOwner: boolean;
  arranging: boolean;
  /** Edit mode (decision 049): the Add Button tile and the tiles' chrome; otherwise play mode, pads only. */
  editing: boolean;
  onReorder: (ids: string[]) => void;
  onAddButton?: () => void;
  addingButton?: boolean;
  onEdit: (button: BoardButton) => void;
  onDelete: (button: BoardButton) => void;
  onAddSound: (button: BoardButton) => void;
  /** Playback props per tile (onPlay, isPlaying, progress), from the audio engine. */
  tileProps?: (button: BoardButton) => Partial<BoardButtonTileProps>;
}

/** The player's grid: the tile grid (tile-grid.tsx), sortable while arranging, with the Add Button tile. */
export function ButtonGrid({
  board,
  isOwner,
  arranging,
  editing,
  onReorder,
  onAddButton,
  addingButton,
  onEdit,
  onDelete,
  onAddSound,
  tileProps,
}: ButtonGridProps) {
  const buttons = useMemo(
    () => gridButtons(board.soundboard_buttons, isOwner),
    [isOwner, board.soundboard_buttons],
  );
  const canArrange = isOwner && buttons.length > 1;

  // The owner will likely rearrange: fetch the rearrange chunk while idle (decision 029). Visitors never load it.
  useEffect(() => {
    if (!canArrange) return;
    if (typeof requestIdleCallback !== 'function') return void loadGridSorter();
    const handle = requestIdleCallback(() => void loadGridSorter());
    return () => cancelIdleCallback(handle);
  }, [canArrange]);

  const { gridRef, liveRef, handles } = useGridSorter(arranging && canArrange, buttons, onReorder);
  const addTile = isOwner && editing && onAddButton && !arranging && (
    <AddButtonTile onAdd={onAddButton} disabled={addingButton} />
  );
  return (
    <>
      <TileGrid
        board={board}
        isOwner={isOwner}
        arranging={arranging}
        playMode={!editing}
        onEdit={onEdit}
        onDelete={onDelete}
        onAddSound={onAddSound}
        tileProps={tileProps}
        addTile={addTile || undefined}
        gridRef={gridRef}
        dragHandles={canArrange ? handles : undefined}
      />
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
