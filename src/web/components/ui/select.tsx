import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A styled native `<select>`: keyboard, screen-reader and mobile-picker support come from the browser.
 * Pass `<option>` elements as children.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'block min-h-11 w-full appearance-none rounded-ui border border-line bg-surface-raised py-2 pr-10 pl-3 text-base text-ink sm:text-sm',
          'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-danger dark:aria-invalid:border-red-400',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
