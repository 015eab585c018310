import { Plus } from 'lucide-react';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { ADD_BUTTON_TILE_CLASS, TILE_ITEM_CLASS } from './tile-styles.ts';

/** The owner's dashed 'Add Button' tile at the end of the grid. */
export function AddButtonTile({ onAdd, disabled }: { onAdd: () => void; disabled?: boolean }) {
  return (
    <div role="listitem" className={TILE_ITEM_CLASS}>
      <button type="button" onClick={onAdd} disabled={disabled} className={ADD_BUTTON_TILE_CLASS}>
        <Plus aria-hidden className="size-6" />
        {BOARD_MESSAGES.addButton}
      </button>
    </div>
  );
}
