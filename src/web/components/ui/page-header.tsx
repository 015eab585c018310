import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Small line above the title (e.g. a section name or an icon with a word). */
  eyebrow?: ReactNode;
  /** Extra content under the description, e.g. a "Last updated" line or actions. */
  children?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
}

/** The heading block at the top of a page: optional eyebrow, h1, subtitle and extras. */
export function PageHeader({
  title,
  description,
  eyebrow,
  children,
  align = 'start',
  className,
}: PageHeaderProps) {
  const centered = align === 'center';
  return (
    <header className={cn('mb-8 sm:mb-10', centered && 'text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300',
            centered && 'justify-center',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h1>
      {description && (
        <p
          className={cn(
            'mt-3 max-w-2xl text-base text-pretty text-ink-muted sm:text-lg',
            centered && 'mx-auto',
          )}
        >
          {description}
        </p>
      )}
      {children && <div className="mt-4">{children}</div>}
    </header>
  );
}
