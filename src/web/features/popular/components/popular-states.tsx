import { Flame, RotateCw } from 'lucide-react';
import { POPULAR_MESSAGES } from '#shared/social-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';

/** Card-shaped placeholders while the popular list loads, announced once to screen readers. */
export function PopularSkeletons({ count, className }: { count: number; className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{POPULAR_MESSAGES.loading}</span>
      {Array.from({ length: count }, (_, i) => (
        // The card's own boxes (PopularBoardCard): cover, title, two lines, meta line, like bar.
        <div key={i} className="overflow-hidden rounded-ui border border-line bg-surface-raised">
          <Skeleton className="h-28 rounded-none" />
          <div className="space-y-1 p-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-4 w-1/3" />
          </div>
          <div className="flex justify-end border-t border-line px-1 py-1">
            <Skeleton className="h-11 w-16" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function PopularEmpty({ compact = false }: { compact?: boolean }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-ui border border-dashed border-line px-6 text-center',
        compact ? 'py-8' : 'py-16',
      )}
    >
      <Flame aria-hidden className="size-10 text-ink-muted" />
      <p className="text-lg font-semibold">{POPULAR_MESSAGES.empty}</p>
      <p className="max-w-sm text-sm text-ink-muted">{POPULAR_MESSAGES.emptyHint}</p>
    </div>
  );
}

/** The spec's failure texts with a Retry. */
export function PopularError({
  onRetry,
  compact = false,
}: {
  onRetry: () => void;
  compact?: boolean;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-1 rounded-ui border border-line px-6 text-center',
        compact ? 'py-8' : 'py-16',
      )}
    >
      <p className="text-lg font-semibold">{POPULAR_MESSAGES.loadFailed}</p>
      <p className="text-sm text-ink-muted">{POPULAR_MESSAGES.tryLater}</p>
      <Button className="mt-3" variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden /> {POPULAR_MESSAGES.retry}
      </Button>
    </div>
  );
}
