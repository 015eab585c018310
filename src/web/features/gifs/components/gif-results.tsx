import { LoaderCircle } from 'lucide-react';
import type { GifResult } from '#shared/schemas/gif.ts';
import { cn } from '#web/lib/cn.ts';

/** The results grid: each GIF a button named by its title; the one being processed shows a spinner. */
export function GifResults({
  results,
  processingId,
  onPick,
}: {
  results: GifResult[];
  processingId: string | null;
  onPick: (gif: GifResult) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" aria-label="GIF results">
      {results.map((gif) => {
        const processing = processingId === gif.id;
        const still = gif.images.fixed_width_still;
        return (
          <li key={gif.id}>
            <button
              type="button"
              aria-busy={processing || undefined}
              aria-disabled={processingId !== null || undefined}
              onClick={() => onPick(gif)}
              className={cn(
                'relative block aspect-[4/3] w-full overflow-hidden rounded-ui bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                processingId !== null && !processing && 'opacity-60',
              )}
            >
              <img
                src={gif.images.fixed_width_small.url}
                alt={gif.title || 'GIF'}
                width={still.width || undefined}
                height={still.height || undefined}
                loading="lazy"
                className="size-full object-cover"
              />
              {processing && (
                <span className="absolute inset-0 flex items-center justify-center bg-black/50 text-white">
                  <LoaderCircle aria-hidden className="size-8 animate-spin" />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
