import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface AccordionItemProps {
  value: string;
  title: ReactNode;
  children: ReactNode;
  /** The heading level wrapping the trigger; pick the one that fits the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/** One question-and-answer row of an `Accordion`: a heading-wrapped trigger and its panel. */
export function AccordionItem({
  value,
  title,
  children,
  headingLevel: Heading = 'h3',
  className,
}: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item value={value} className={cn('group', className)}>
      <AccordionPrimitive.Header asChild>
        <Heading className="m-0">
          <AccordionPrimitive.Trigger className="flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left text-base font-medium text-ink transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5">
            <span>{title}</span>
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="px-4 pb-4 text-sm leading-relaxed text-ink-muted sm:px-5 sm:text-base">
        {children}
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
