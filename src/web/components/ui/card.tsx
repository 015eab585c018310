import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface CardProps extends ComponentProps<'div'> {
  /** Render the child element (e.g. a `section`, `li` or `article`) with the card's styles. */
  asChild?: boolean;
}

/** A raised, bordered surface. Padding is included; override it with `className` when needed. */
export function Card({ className, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      className={cn(
        'rounded-ui border border-line bg-surface-raised p-5 text-ink shadow-sm sm:p-6',
        className,
      )}
      {...props}
    />
  );
}
