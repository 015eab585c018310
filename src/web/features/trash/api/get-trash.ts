import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson } from '#web/lib/api/read-json.ts';
import type { Trash } from '#shared/schemas/trash.ts';

export const trashQueryKey = ['trash'] as const;

export const trashQueryOptions = queryOptions({
  queryKey: trashQueryKey,
  queryFn: async () => readJson<Trash>(await fetch('/api/trash', { credentials: 'same-origin' })),
});

/** The signed-in user's trash; runs only when `enabled` (signed in). */
export function useTrash(enabled: boolean) {
  return useQuery({ ...trashQueryOptions, enabled });
}
