import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GifStatus } from '#shared/schemas/gif.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { GIF_PROXY_PATH } from './search-gifs.ts';

/** GET /api/functions/gif-proxy/status: whether the server has a GIPHY key (decision 027). */
const gifStatusQuery = queryOptions({
  queryKey: ['gifs', 'status'] as const,
  queryFn: () => apiRequest<GifStatus>(`${GIF_PROXY_PATH}/status`),
  staleTime: Infinity,
});

export const useGifStatus = () => useQuery(gifStatusQuery);
