import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import { readJson } from '#web/lib/api/read-json.ts';

export const soundsQueryKey = ['sounds'] as const;

export const soundsQueryOptions = queryOptions({
  queryKey: soundsQueryKey,
  queryFn: async () =>
    readJson<Sound[]>(await fetch('/api/sounds', { credentials: 'same-origin' })),
});

/** The signed-in user's sounds, newest first (queries run only when signed in: spec §6). */
export function useSounds(enabled: boolean) {
  return useQuery({ ...soundsQueryOptions, enabled });
}
