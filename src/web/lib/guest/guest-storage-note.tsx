import { useQuery } from '@tanstack/react-query';
import { GUEST_MESSAGES } from '#shared/guest-messages.ts';
import { useGuestMode } from './guest-mode.ts';

/** What this origin uses and may use, and whether the browser promised to keep it (decision 061). */
async function readStorage() {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const estimate = await storage?.estimate?.().catch(() => undefined);
  const persisted = (await storage?.persisted?.().catch(() => false)) ?? false;
  return { used: estimate?.usage ?? 0, quota: estimate?.quota ?? 0, persisted };
}

export const guestStorageQueryKey = ['guest', 'storage'] as const;

/** Where a guest works: Help's note that guest data may not persist, and the space used and left. */
export function GuestStorageNote() {
  const guest = useGuestMode();
  const storage = useQuery({
    queryKey: guestStorageQueryKey,
    queryFn: readStorage,
    enabled: guest,
  });
  if (!guest) return null;
  return (
    <aside
      className="mx-auto mt-4 w-full max-w-7xl px-4 text-sm text-ink-muted"
      aria-label={GUEST_MESSAGES.marker}
    >
      <p>{GUEST_MESSAGES.mayNotPersist}</p>
      {storage.data && storage.data.quota > 0 ? (
        <p className="mt-1" data-testid="guest-storage">
          {GUEST_MESSAGES.storageUsage(storage.data.used, storage.data.quota)}
          {storage.data.persisted ? null : ` ${GUEST_MESSAGES.persistDenied}`}
        </p>
      ) : null}
    </aside>
  );
}
