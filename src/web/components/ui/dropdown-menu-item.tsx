import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface DropdownMenuItemProps {
  /** Render the child element (e.g. a router Link) as the item. */
  asChild?: boolean;
  onSelect?: () => void;
  className?: string;
  children: ReactNode;
}

/** One entry of a DropdownMenu, at least 44 px tall; highlighted while focused or hovered. */
export function DropdownMenuItem({
  asChild,
  onSelect,
  className,
  children,
}: DropdownMenuItemProps) {
  return (
    <RadixDropdownMenu.Item
      asChild={asChild}
      onSelect={onSelect}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none select-none data-[highlighted]:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&_svg]:size-4',
        className,
      )}
    >
      {children}
    </RadixDropdownMenu.Item>
  );
}
