import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  items: readonly TabItem<V>[];
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

/** Tabs with a segmented tab list; arrow keys move between tabs. */
export function Tabs<V extends string>({
  value,
  onValueChange,
  items,
  label,
  className,
}: TabsProps<V>) {
  return (
    <TabsPrimitive.Root
      value={value}
      onValueChange={(next) => onValueChange(next as V)}
      className={cn('flex flex-col gap-4', className)}
    >
      <TabsPrimitive.List
        aria-label={label}
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-ui bg-surface-sunken p-1"
      >
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            className="inline-flex min-h-10 items-center justify-center gap-2 rounded-[calc(var(--radius-ui)-0.25rem)] px-3 text-sm font-medium text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-surface-raised data-[state=active]:text-ink data-[state=active]:shadow-sm [&_svg]:size-4"
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content
          key={item.value}
          value={item.value}
          className="focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
