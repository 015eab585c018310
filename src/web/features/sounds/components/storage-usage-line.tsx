import { STORAGE_MESSAGES } from '#shared/storage-quota.ts';
import { useStorageUsage } from '../api/get-storage-usage.ts';

/** "X MB of 500 MB used" under the My Sounds heading; nothing until the figures are in. */
export function StorageUsageLine({ enabled }: { enabled: boolean }) {
  const usage = useStorageUsage(enabled);
  if (!usage.data) return null;
  return <p className="mt-3 text-sm text-ink-muted">{STORAGE_MESSAGES.usage(usage.data)}</p>;
}
