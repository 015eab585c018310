import { CircleAlert, RotateCw } from 'lucide-react';
import { ERROR_MESSAGES } from '#shared/error-messages.ts';
import { Button } from '#web/components/ui/button.tsx';

/**
 * A failed load with its message and a Retry button. `page`: the whole page is the error (an icon and the
 * page's heading); otherwise it sits inside a page that has its own heading.
 */
export function LoadError({
  message,
  onRetry,
  page = false,
}: {
  message: string;
  onRetry: () => void;
  page?: boolean;
}) {
  if (page) {
    return (
      <section
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
      >
        <CircleAlert aria-hidden className="size-12 text-danger" />
        <h1 className="mt-4 text-2xl font-bold">{ERROR_MESSAGES.title}</h1>
        <p className="mt-2 text-ink-muted">{message}</p>
        <Button className="mt-6" onClick={onRetry}>
          {ERROR_MESSAGES.retry}
        </Button>
      </section>
    );
  }
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <p className="font-semibold">{ERROR_MESSAGES.title}</p>
      <p className="mt-1 text-sm text-ink-muted">{message}</p>
      <Button className="mt-4" variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden /> {ERROR_MESSAGES.retry}
      </Button>
    </div>
  );
}
