import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A form label (radix Label: clicking it focuses its control without selecting text). */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn('block text-sm leading-none font-medium text-ink select-none', className)}
      {...props}
    />
  );
}
