import { Ellipsis } from 'lucide-react';
import type { ComponentProps } from 'react';
import { OWNER_MENU_MESSAGES as M } from '#shared/owner-menu-messages.ts';
import { tileMenuTriggerClass, type TileLook } from './tile-styles.ts';

/** The "⋯" button of an owner's tile: the menu's trigger, and its stand-in until the menu's code is loaded. */
export function TileMenuButton({
  label,
  look,
  ...props
}: { label: string; look: TileLook } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={M.buttonActions}
      title={`${M.buttonActions}: ${label}`}
      data-testid="tile-menu"
      className={tileMenuTriggerClass(look)}
      {...props}
    >
      <Ellipsis aria-hidden className="size-5" />
    </button>
  );
}
