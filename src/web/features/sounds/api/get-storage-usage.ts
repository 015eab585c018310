import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageUsage } from '#shared/storage-quota.ts';
import { apiRequest } from '#web/lib/api/request.ts';

export const storageUsageQueryKey = ['storage-usage'] as const;

const storageUsageQueryOptions = queryOptions({
  queryKey: storageUsageQueryKey,
  queryFn: () => apiRequest<StorageUsage>('/api/me/storage'),
});

/** Bytes the signed-in user's stored files take, against the per-user quota (GET /api/me/storage). */
export function useStorageUsage(enabled: boolean) {
  return useQuery({ ...storageUsageQueryOptions, enabled });
}
