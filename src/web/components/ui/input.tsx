import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Styled text input; pair it with `Label` (or wrap it in `FormField`, which wires ids and errors). */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'block min-h-11 w-full rounded-ui border border-line bg-surface-raised px-3 py-2 text-base text-ink placeholder:text-ink-muted sm:text-sm',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-danger dark:aria-invalid:border-red-400',
        className,
      )}
      {...props}
    />
  );
}
