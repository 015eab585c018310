import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** The width and spacing every static page shares. `wide` suits card grids; the default suits reading. */
export function StaticPage({
  children,
  wide = false,
  className,
}: {
  children: ReactNode;
  wide?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-10 sm:px-6 sm:py-14',
        wide ? 'max-w-5xl' : 'max-w-3xl',
        className,
      )}
    >
      {children}
    </div>
  );
}
