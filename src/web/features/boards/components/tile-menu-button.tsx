import { Ellipsis } from 'lucide-react';
import type { ComponentProps } from 'react';
import { OWNER_MENU_MESSAGES as M } from '#shared/owner-menu-messages.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { tileMenuTriggerClass, type TileLook } from './tile-styles.ts';

/** The "⋯" button of an owner's tile: the menu's trigger, and its stand-in until the menu's code is loaded. */
export function TileMenuButton({
  button,
  look,
  ...props
}: { button: BoardButton; look: TileLook } & ComponentProps<'button'>) {
  const name = M.buttonActions(
    button.label ?? button.sound?.name ?? null,
    button.position_row,
    button.position_col,
  );
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      data-testid="tile-menu"
      className={tileMenuTriggerClass(look)}
      {...props}
    >
      <Ellipsis aria-hidden className="size-5" />
    </button>
  );
}
