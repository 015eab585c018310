import { RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** A failed load: the message and a Retry button. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <p className="font-semibold">Something went wrong</p>
      <p className="mt-1 text-sm text-ink-muted">{error.message}</p>
      <Button className="mt-4" variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden /> Retry
      </Button>
    </div>
  );
}
