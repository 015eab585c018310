import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A placeholder block shown while content loads. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-ui bg-surface-sunken', className)}
      {...props}
    />
  );
}
