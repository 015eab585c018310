import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useFocusReturn } from './use-focus-return.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; visually hidden when `hideDescription` is set or when omitted. */
  description?: ReactNode;
  hideDescription?: boolean;
  children: ReactNode;
  /** Optional element that opens the dialog (focus returns to it on close). */
  trigger?: ReactNode;
  className?: string;
}

/** A centred modal dialog: traps focus, closes on Escape and on the close button, restores focus. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription = false,
  children,
  trigger,
  className,
}: DialogProps) {
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          {...focusReturn}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-ui border border-line bg-surface-raised p-5 text-ink shadow-xl focus:outline-none sm:p-6',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="space-y-1">
              <DialogPrimitive.Title className="text-lg font-semibold">
                {title}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description
                className={cn(
                  'text-sm text-ink-muted',
                  (hideDescription || !description) && 'sr-only',
                )}
              >
                {description ?? title}
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-ui hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
