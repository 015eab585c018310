import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** An h2 with an optional intro line, used above the card grids and lists of the static pages. */
export function SectionHeading({
  id,
  title,
  intro,
  className,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mb-5 sm:mb-6', className)}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-ink">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-ink-muted">{intro}</p>}
    </div>
  );
}
