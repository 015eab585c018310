import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A native range slider (arrow keys, Page Up/Down, Home/End and screen readers come from the browser). */
export function Range({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="range"
      className={cn(
        'block h-11 w-full cursor-pointer accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 dark:accent-brand-400',
        className,
      )}
      {...props}
    />
  );
}
