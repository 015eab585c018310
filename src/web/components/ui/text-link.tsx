import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/** An in-app link inside running text: brand-coloured and underlined (not told apart by colour alone). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200',
        className,
      )}
      {...props}
    />
  );
}
