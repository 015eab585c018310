import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api/request.ts';
import type { Trash } from '#shared/schemas/trash.ts';

export const trashQueryKey = ['trash'] as const;

const trashQueryOptions = queryOptions({
  queryKey: trashQueryKey,
  queryFn: () => apiRequest<Trash>('/api/trash'),
});

/** The signed-in user's trash; runs only when `enabled` (signed in). */
export function useTrash(enabled: boolean) {
  return useQuery({ ...trashQueryOptions, enabled });
}
