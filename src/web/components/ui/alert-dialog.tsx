import { AlertDialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { useFocusReturn } from './use-focus-return.ts';

interface AlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** While the confirmed action runs: both buttons are disabled and the dialog stays open. */
  pending?: boolean;
}

/** A confirmation for a destructive action; traps focus, Escape or Cancel closes it, focus goes back to its opener. */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel = 'Cancel',
  confirmLabel,
  onConfirm,
  pending = false,
}: AlertDialogProps) {
  const focusReturn = useFocusReturn();
  return (
    <Primitive.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Primitive.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-ui border border-line bg-surface-raised p-6 text-ink shadow-xl focus:outline-none"
        >
          <Primitive.Title className="text-lg font-semibold">{title}</Primitive.Title>
          <Primitive.Description className="mt-2 text-sm text-ink-muted">
            {description}
          </Primitive.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Primitive.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </Primitive.Cancel>
            <Button variant="danger" disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
