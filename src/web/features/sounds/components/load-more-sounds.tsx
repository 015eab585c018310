import { LoaderCircle } from 'lucide-react';
import type { RefObject } from 'react';
import { SOUND_PAGE_MESSAGES as M } from '#shared/sound-page.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useFocusFirstAdded } from '#web/lib/focus/use-focus-first-added.ts';

interface LoadMoreSoundsProps {
  pages: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<{ isError: boolean }>;
  };
  /** The id of the count the button reads with ("Showing 48 of 5000 sounds"). */
  countId: string;
  /** What holds the list of sounds (its first list): focus goes to the first sound a press brought in. */
  listRef: RefObject<HTMLElement | null>;
}

const FOCUSABLE = 'button:not([disabled]), a[href], input, [tabindex]:not([tabindex="-1"])';

/**
 * The next page of the library (decision 066): a real button at the end of the list, so focus stays on it
 * while the page loads and the keyboard can keep going; its failure is announced. Once the page is in, focus
 * moves to the first sound it brought (decision 071), as My Boards does with its cards: after the last page
 * the button is gone, and focus would otherwise fall to the page's body.
 */
export function LoadMoreSounds({ pages, countId, listRef }: LoadMoreSoundsProps) {
  const items = () => listRef.current?.querySelector('ul')?.children;
  const focusAdded = useFocusFirstAdded(items, FOCUSABLE);
  if (!pages.hasNextPage) return null;
  const loadMore = async () => {
    focusAdded.expect(items()?.length ?? 0);
    const result = await pages.fetchNextPage();
    if (result.isError) focusAdded.cancel();
  };
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <Button
        variant="secondary"
        aria-busy={pages.isFetchingNextPage}
        aria-describedby={countId}
        onClick={() => {
          if (!pages.isFetchingNextPage) void loadMore();
        }}
      >
        {pages.isFetchingNextPage && <LoaderCircle aria-hidden className="animate-spin" />}
        {pages.isFetchingNextPage ? M.loadingMore : M.loadMore}
      </Button>
      {pages.isFetchNextPageError && !pages.isFetchingNextPage && (
        <p role="alert" className="text-sm text-danger dark:text-red-400">
          {M.loadMoreFailed}
        </p>
      )}
    </div>
  );
}
