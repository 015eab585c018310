import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useFocusReturn } from './use-focus-return.ts';
import type { ReactNode } from 'react';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}

/** A panel rising from the bottom edge (modal): traps focus, closes on Escape, restores focus. */
export function Drawer({ open, onOpenChange, title, description, children }: DrawerProps) {
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          {...focusReturn}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[90dvh] w-full max-w-2xl overflow-y-auto rounded-t-2xl border border-b-0 border-line bg-surface-raised p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] text-ink shadow-2xl focus:outline-none sm:p-6"
        >
          <div aria-hidden className="mx-auto -mt-2 mb-4 h-1.5 w-12 rounded-full bg-line" />
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="space-y-1">
              <DialogPrimitive.Title className="text-lg font-semibold">
                {title}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-ink-muted">
                {description}
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
