import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import { soundPageSearch, type SoundPage } from '#shared/sound-page.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { soundPagesQueryKey } from '#web/lib/api/sound-keys.ts';

/**
 * The signed-in user's sounds matching a search, a page at a time from the server (decision 066). While a
 * new search loads, the previous answer stays on screen (`isPlaceholderData`).
 */
export function useSoundPages(search: { q: string; tags: readonly string[] }, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: soundPagesQueryKey(search.q, search.tags),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SoundPage>(
        `/api/sounds?${soundPageSearch({ q: search.q, tags: search.tags, cursor: pageParam })}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
    enabled,
  });
  return { ...query, ...pagesSummary(query.data) };
}

/** The sounds of every page loaded so far, and the first page's counts and tags. */
export function pagesSummary(data: InfiniteData<SoundPage> | undefined) {
  const first = data?.pages[0];
  return {
    sounds: data?.pages.flatMap((page) => page.sounds) ?? ([] as Sound[]),
    total: first?.total ?? 0,
    libraryTotal: first?.library_total ?? 0,
    libraryTags: first?.tags ?? [],
  };
}
