import { Slot } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Label } from '#web/components/ui/label.tsx';

export interface FormFieldProps {
  /** The control's id; the label, hint and error are tied to it. */
  id: string;
  label: ReactNode;
  /** One form control (Input, Textarea, Select …); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
  hint?: ReactNode;
  error?: string;
  /** Adds a visual "(optional)" marker to the label. */
  optional?: boolean;
  className?: string;
}

/** Label, control, hint and inline error message, wired together for assistive technology. */
export function FormField({
  id,
  label,
  children,
  hint,
  error,
  optional = false,
  className,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && (
          <>
            {' '}
            <span className="font-normal text-ink-muted">(optional)</span>
          </>
        )}
      </Label>
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
