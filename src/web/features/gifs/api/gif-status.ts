import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GifStatus } from '#shared/schemas/gif.ts';
import { readJson } from '#web/lib/api/read-json.ts';
import { GIF_PROXY_PATH } from './search-gifs.ts';

/** GET /api/functions/gif-proxy/status: whether the server has a GIPHY key (decision 027). */
export const gifStatusQuery = queryOptions({
  queryKey: ['gifs', 'status'] as const,
  queryFn: async () =>
    readJson<GifStatus>(await fetch(`${GIF_PROXY_PATH}/status`, { credentials: 'same-origin' })),
  staleTime: Infinity,
});

export const useGifStatus = () => useQuery(gifStatusQuery);
