import { Search, X } from 'lucide-react';
import { LIBRARY_MESSAGES as M } from '#shared/sound-library.ts';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';

interface LibrarySearchProps {
  query: string;
  onQuery: (query: string) => void;
  /** Every tag of the library, each a filter chip. */
  tags: readonly string[];
  chosen: readonly string[];
  onToggleTag: (tag: string) => void;
}

/** My Sounds' search box (name or tag, as you type) and its tag chips (decision 037). */
export function LibrarySearch({ query, onQuery, tags, chosen, onToggleTag }: LibrarySearchProps) {
  return (
    <div role="search" className="mb-4 space-y-3 sm:mb-6">
      <div className="relative max-w-md">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <Input
          type="search"
          aria-label={M.search}
          placeholder={M.searchPlaceholder}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          className="pl-9"
        />
      </div>
      {tags.length > 0 && (
        <ul aria-label={M.tagFilters} className="flex flex-wrap gap-2">
          {tags.map((tag) => {
            const on = chosen.includes(tag);
            return (
              <li key={tag}>
                <button
                  type="button"
                  aria-pressed={on}
                  aria-label={M.filterByTag(tag)}
                  onClick={() => onToggleTag(tag)}
                  className={cn(
                    'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    on
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-line bg-surface-raised text-ink hover:bg-surface-sunken',
                  )}
                >
                  {tag}
                  {on && <X aria-hidden className="size-3.5" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
