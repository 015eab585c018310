import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageUsage } from '#shared/storage-quota.ts';
import { readJson } from '#web/lib/api/read-json.ts';

export const storageUsageQueryKey = ['storage-usage'] as const;

export const storageUsageQueryOptions = queryOptions({
  queryKey: storageUsageQueryKey,
  queryFn: async () =>
    readJson<StorageUsage>(await fetch('/api/me/storage', { credentials: 'same-origin' })),
});

/** Bytes the signed-in user's stored files take, against the per-user quota (GET /api/me/storage). */
export function useStorageUsage(enabled: boolean) {
  return useQuery({ ...storageUsageQueryOptions, enabled });
}
