import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import { apiRequest } from '#web/lib/api/request.ts';

export const soundsQueryKey = ['sounds'] as const;

export const soundsQueryOptions = queryOptions({
  queryKey: soundsQueryKey,
  queryFn: () => apiRequest<Sound[]>('/api/sounds'),
});

/** The signed-in user's sounds, newest first (queries run only when signed in: spec §6). */
export function useSounds(enabled: boolean) {
  return useQuery({ ...soundsQueryOptions, enabled });
}
