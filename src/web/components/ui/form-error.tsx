import { CircleAlert } from 'lucide-react';

/** A form's server error, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-ui border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger dark:text-red-300"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
