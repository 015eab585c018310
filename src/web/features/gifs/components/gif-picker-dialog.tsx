import { AlertCircle, Search } from 'lucide-react';
import { useState } from 'react';
import { GIF_MESSAGES, mentionsApiKey } from '#shared/gif-messages.ts';
import { GIF_SEARCH } from '#shared/limits.ts';
import type { GifResult } from '#shared/schemas/gif.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useGifSearch } from '../api/use-gif-search.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import { GifResults } from './gif-results.tsx';

function PickerState({ children, role }: { children: React.ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div
      role={role}
      className="flex min-h-40 flex-col items-center justify-center gap-2 p-4 text-center text-sm text-ink-muted"
    >
      {children}
    </div>
  );
}

/** Spec §4 GIF picker: search (300 ms debounce) or trending; loading, error, empty and results; Escape closes. */
export function GifPickerDialog({
  open,
  onOpenChange,
  processingId,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  processingId: string | null;
  onPick: (gif: GifResult) => void;
}) {
  const [term, setTerm] = useState('');
  const settled = useDebounced(term, GIF_SEARCH.debounceMs);
  const search = useGifSearch(settled, open);
  const trending = settled.trim() === '';

  let body: React.ReactNode;
  if (search.isPending) {
    body = (
      <div
        role="status"
        aria-label={GIF_MESSAGES.loading}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
      >
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/3] w-full" />
        ))}
      </div>
    );
  } else if (search.isError) {
    const text =
      search.error.message || (trending ? GIF_MESSAGES.trendingFailed : GIF_MESSAGES.searchFailed);
    body = (
      <PickerState role="alert">
        <AlertCircle aria-hidden className="size-6 text-danger" />
        <p className="font-medium text-ink">{text}</p>
        {mentionsApiKey(text) && <p>{GIF_MESSAGES.apiKeyHint}</p>}
      </PickerState>
    );
  } else if (search.data.length === 0) {
    body = <PickerState role="status">{GIF_MESSAGES.empty}</PickerState>;
  } else {
    body = <GifResults results={search.data} processingId={processingId} onPick={onPick} />;
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={GIF_MESSAGES.dialogTitle}
      description={GIF_MESSAGES.dialogDescription}
      className="max-w-3xl"
    >
      <div className="space-y-4">
        <div className="sticky -top-5 z-10 -mx-1 bg-surface-raised px-1 py-1 sm:-top-6">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            type="search"
            aria-label={GIF_MESSAGES.searchLabel}
            placeholder={GIF_MESSAGES.searchPlaceholder}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            className="pl-9"
          />
        </div>
        {term === '' && <p className="text-sm text-ink-muted">{GIF_MESSAGES.initial}</p>}
        {body}
      </div>
    </Dialog>
  );
}
