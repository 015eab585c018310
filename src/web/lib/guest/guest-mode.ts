import { useSyncExternalStore } from 'react';

/**
 * Guest mode on this browser (docs/decisions/061-guest-mode.md): remembered in localStorage with the guest's
 * own id, which names the guest as owner of its local boards and sounds. While it is on, the request module
 * answers the guest's routes from IndexedDB instead of the server.
 */
export const GUEST_MODE_KEY = 'soundboard-guest';
/** The id of the last guest on this browser, kept after leaving: its local boards stay its own. */
const LAST_GUEST_ID_KEY = 'soundboard-guest-last-id';
/** The guest declined to move its boards at this sign-in; cleared at the next one. */
export const GUEST_CLAIM_DECLINED_KEY = 'soundboard-guest-claim-declined';

const listeners = new Set<() => void>();

const store = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

interface GuestRecord {
  id: string;
}

function readRecord(): GuestRecord | null {
  const raw = store()?.getItem(GUEST_MODE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<GuestRecord>;
    return typeof value.id === 'string' ? { id: value.id } : null;
  } catch {
    return null;
  }
}

let cached: { raw: string | null; record: GuestRecord | null } = { raw: null, record: null };

/** The guest's id while guest mode is on, else null. */
export function guestId(): string | null {
  const raw = store()?.getItem(GUEST_MODE_KEY) ?? null;
  if (raw !== cached.raw) cached = { raw, record: readRecord() };
  return cached.record?.id ?? null;
}

export const isGuestMode = (): boolean => guestId() !== null;

function notify() {
  for (const listener of listeners) listener();
}

/** Turns guest mode on (keeping the id of an earlier guest on this browser, whose data is still here). */
export function enterGuestMode(): string {
  const existing = guestId();
  if (existing) return existing;
  const id = store()?.getItem(LAST_GUEST_ID_KEY) ?? crypto.randomUUID();
  store()?.setItem(LAST_GUEST_ID_KEY, id);
  store()?.setItem(GUEST_MODE_KEY, JSON.stringify({ id } satisfies GuestRecord));
  notify();
  return id;
}

/** Turns guest mode off (at sign-in, or when the guest leaves it); the local data stays. */
export function leaveGuestMode(): void {
  store()?.removeItem(GUEST_MODE_KEY);
  notify();
}

export function claimDeclined(): boolean {
  return store()?.getItem(GUEST_CLAIM_DECLINED_KEY) === '1';
}

export function setClaimDeclined(declined: boolean): void {
  if (declined) store()?.setItem(GUEST_CLAIM_DECLINED_KEY, '1');
  else store()?.removeItem(GUEST_CLAIM_DECLINED_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_MODE_KEY || event.key === GUEST_CLAIM_DECLINED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether guest mode is on, re-rendering when it changes (in this tab or another). */
export function useGuestMode(): boolean {
  return useSyncExternalStore(subscribe, isGuestMode, () => false);
}

export function useClaimDeclined(): boolean {
  return useSyncExternalStore(subscribe, claimDeclined, () => false);
}
