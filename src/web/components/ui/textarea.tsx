import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Styled multi-line text field; grows vertically only. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block min-h-11 w-full resize-y rounded-ui border border-line bg-surface-raised px-3 py-2 text-base text-ink placeholder:text-ink-muted sm:text-sm',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-danger dark:aria-invalid:border-red-400',
        className,
      )}
      {...props}
    />
  );
}
