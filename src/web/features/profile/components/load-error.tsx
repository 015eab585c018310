import { CircleAlert } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** A failed load with its message and a Retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <CircleAlert aria-hidden className="size-12 text-danger" />
      <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-ink-muted">{message}</p>
      <Button className="mt-6" onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}
