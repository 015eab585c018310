import { TRASH_RETENTION_DAYS } from '#shared/limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a restored item goes to the account's trash (decision 079): when it was trashed where it came from,
 * but never later than now (its 30 days would not start), and with at least a day left of the trash's 30 (an
 * older one would be purged before its owner saw it in the account). `null`: the item was not in a trash.
 */
export function restoredDeletedAt(trashedAt: string | undefined, now = new Date()): Date | null {
  if (trashedAt === undefined) return null;
  const oldest = now.getTime() - (TRASH_RETENTION_DAYS - 1) * DAY_MS;
  const when = Date.parse(trashedAt);
  return new Date(
    Math.min(now.getTime(), Math.max(oldest, Number.isNaN(when) ? now.getTime() : when)),
  );
}
