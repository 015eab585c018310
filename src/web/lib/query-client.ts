import { QueryClient } from '@tanstack/react-query';

/** Spec §7 caching policy: data is always stale, kept 1 s, refetched on focus and on mount. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 1000,
        refetchOnWindowFocus: true,
        refetchOnMount: true,
        retry: 1,
      },
    },
  });
}
