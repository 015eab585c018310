import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GIF_SEARCH } from '#shared/limits.ts';
import { searchGifs, type GifRequest } from './search-gifs.ts';

/** Spec §5: an empty or whitespace query is trending; the first GIF_SEARCH.defaultLimit results are shown. */
export function useGifSearch(term: string, enabled: boolean) {
  const query = term.trim();
  const request: GifRequest = query ? { endpoint: 'search', query } : { endpoint: 'trending' };
  return useQuery({
    queryKey: ['gifs', request.endpoint, query] as const,
    queryFn: () => searchGifs(request),
    select: (list) => list.slice(0, GIF_SEARCH.defaultLimit),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
