import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

type AccordionProps = Omit<
  ComponentProps<typeof AccordionPrimitive.Root>,
  'type' | 'collapsible' | 'value' | 'defaultValue' | 'onValueChange'
> & {
  /** Open item (controlled); omit for an uncontrolled accordion. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * A list of collapsible `AccordionItem`s of which at most one is open at a time; the open one can be
 * closed again. Arrow keys, Home and End move between the triggers.
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className={cn(
        'divide-y divide-line overflow-hidden rounded-ui border border-line bg-surface-raised',
        className,
      )}
      {...props}
    />
  );
}
