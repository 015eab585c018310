import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { soundsQueryKey } from '#web/lib/api/sound-keys.ts';

const soundsQueryOptions = queryOptions({
  queryKey: soundsQueryKey,
  queryFn: () => apiRequest<Sound[]>('/api/sounds'),
});

/** The signed-in user's sounds, newest first (queries run only when signed in: spec §6). */
export function useSounds(enabled: boolean) {
  return useQuery({ ...soundsQueryOptions, enabled });
}
