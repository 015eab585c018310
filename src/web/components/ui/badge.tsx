import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A small pill with a count or a status word. */
export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white',
        className,
      )}
      {...props}
    />
  );
}
