import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface DropdownMenuProps {
  /** The element that opens the menu (a button); it receives the menu's ARIA state. */
  trigger: ReactNode;
  /** Optional text above the items, e.g. who is signed in. */
  label?: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Open when it mounts (a menu whose code loaded after the click that asked for it). */
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
}

/** A menu opened from a trigger: arrow keys move between items, Escape closes and gives focus back. */
export function DropdownMenu({
  trigger,
  label,
  align = 'end',
  defaultOpen,
  className,
  children,
}: DropdownMenuProps) {
  return (
    // Not modal: a menu leaves the page readable (no aria-hidden on the rest), and Escape, Tab or a click
    // outside closes it, giving focus back to the trigger.
    <RadixDropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <RadixDropdownMenu.Content
          align={align}
          sideOffset={8}
          collisionPadding={8}
          className={cn(
            'z-50 max-w-[calc(100vw-1rem)] min-w-56 rounded-ui border border-line bg-surface-raised p-1 text-ink shadow-lg',
            className,
          )}
        >
          {label ? (
            <RadixDropdownMenu.Label className="truncate px-3 py-2 text-xs text-ink-muted">
              {label}
            </RadixDropdownMenu.Label>
          ) : null}
          {children}
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}
