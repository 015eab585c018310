import { LoaderCircle } from 'lucide-react';

export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-ink-muted">
      <LoaderCircle aria-hidden className="size-8 animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
