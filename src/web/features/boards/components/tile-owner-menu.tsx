import { Music, Pencil, Trash2 } from 'lucide-react';
import { OWNER_MENU_MESSAGES as M } from '#shared/owner-menu-messages.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { DropdownMenu } from '#web/components/ui/dropdown-menu.tsx';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu-item.tsx';
import { TileMenuButton } from './tile-menu-button.tsx';
import type { TileLook } from './tile-styles.ts';

export interface TileOwnerMenuProps {
  button: BoardButton;
  /** The tile's shown name (the "⋯" names itself from `button`). */
  label: string;
  look: TileLook;
  onEdit?: (button: BoardButton) => void;
  onChangeSound?: (button: BoardButton) => void;
  onDelete?: (button: BoardButton) => void;
  /** Open when it mounts: its code loaded because of the click that asked for it (lazy-tile-owner-menu.tsx). */
  defaultOpen?: boolean;
}

/** The owner's visible "⋯" on a tile: Edit, Change sound (Add Sound when empty), Delete. */
export default function TileOwnerMenu({
  button,
  look,
  onEdit,
  onChangeSound,
  onDelete,
  defaultOpen,
}: TileOwnerMenuProps) {
  return (
    <div className="absolute bottom-1.5 left-1.5 [[data-arranging]_&]:hidden">
      <DropdownMenu
        align="start"
        defaultOpen={defaultOpen}
        trigger={<TileMenuButton button={button} look={look} />}
      >
        <DropdownMenuItem onSelect={() => onEdit?.(button)}>
          <Pencil aria-hidden /> {M.edit}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChangeSound?.(button)}>
          <Music aria-hidden /> {look === 'filled' ? M.changeSound : M.addSound}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => onDelete?.(button)}
          className="text-red-700 dark:text-red-400"
        >
          <Trash2 aria-hidden /> {M.delete}
        </DropdownMenuItem>
      </DropdownMenu>
    </div>
  );
}
