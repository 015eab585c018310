import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
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

/**
 * A menu opened from a trigger: its first item takes focus (by keyboard or by click, and also when the menu
 * mounts open after its code loaded), arrow keys move between items, Escape closes and gives focus back.
 */
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
          <FocusFirstItem />
          {children}
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}

/**
 * Focuses the menu's first enabled item as the menu mounts. It runs before Radix's own open focus, which then
 * leaves focus where it is (Radix only focuses the first item when the menu was opened with the keyboard).
 */
function FocusFirstItem() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const menu = marker.current?.closest('[role="menu"]');
    const item = menu?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
    item?.focus({ preventScroll: true });
  }, []);
  return <span ref={marker} hidden />;
}
