import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface ProseSectionProps {
  title: ReactNode;
  children: ReactNode;
  /** Anchor id, so the section can be linked to (e.g. /terms#termination). */
  id?: string;
  className?: string;
}

/** A titled block of running text (h2 + paragraphs and lists), labelled by its heading. */
export function ProseSection({ title, children, id, className }: ProseSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-24', className)}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-base leading-relaxed text-ink-muted [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}
