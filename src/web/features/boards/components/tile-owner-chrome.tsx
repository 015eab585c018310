import { Pencil, Trash2 } from 'lucide-react';
import type { BoardButton } from '#shared/schemas/board.ts';
import { LazyTileOwnerMenu } from './lazy-tile-owner-menu.tsx';
import { EDIT_CHROME_CLASS, OVERLAY_BAR_CLASS, type TileLook } from './tile-styles.ts';

export interface TileOwnerChromeProps {
  button: BoardButton;
  label: string;
  look: TileLook;
  /** Edit and Delete overlays, revealed by a long press or right-click. */
  overlaysShown: boolean;
  onAddSound?: (button: BoardButton) => void;
  onEdit?: (button: BoardButton) => void;
  onDelete?: (button: BoardButton) => void;
}

/**
 * What only the owner's tile carries: the "⋯" menu (hidden in play mode, decision 049) and the long-press
 * Edit/Delete overlays. Its own chunk, loaded by owners only: a visitor's board page must not grow with the
 * owner's chrome (decision 010).
 */
export default function TileOwnerChrome({
  button,
  label,
  look,
  overlaysShown,
  onAddSound,
  onEdit,
  onDelete,
}: TileOwnerChromeProps) {
  return (
    <>
      {/* No box of its own: the menu is placed on the tile. */}
      <div className={`contents ${EDIT_CHROME_CLASS}`}>
        <LazyTileOwnerMenu
          button={button}
          label={label}
          look={look}
          onEdit={onEdit}
          onChangeSound={onAddSound}
          onDelete={onDelete}
        />
      </div>
      {overlaysShown && (
        <div className={OVERLAY_BAR_CLASS}>
          <button
            type="button"
            aria-label={`Edit ${label}`}
            onClick={() => onEdit?.(button)}
            className="flex min-h-11 flex-1 items-center justify-center gap-1 rounded-lg bg-white/90 text-xs font-semibold text-zinc-900 hover:bg-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <Pencil aria-hidden className="size-4" /> Edit
          </button>
          <button
            type="button"
            aria-label={`Delete ${label}`}
            onClick={() => onDelete?.(button)}
            className="flex min-h-11 flex-1 items-center justify-center gap-1 rounded-lg bg-red-700 text-xs font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Trash2 aria-hidden className="size-4" /> Delete
          </button>
        </div>
      )}
    </>
  );
}
