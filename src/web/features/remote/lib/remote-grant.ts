import type { PairingGrant } from '#shared/remote.ts';

/** Where the phone keeps its pairing (decision 060): this device only, until it expires or is disconnected. */
export const GRANT_KEY = 'soundboard:remote-grant';

function valid(value: unknown): value is PairingGrant {
  const grant = value as Partial<PairingGrant> | null;
  return (
    typeof grant?.token === 'string' &&
    typeof grant.board_id === 'string' &&
    typeof grant.remote_id === 'string' &&
    typeof grant.expires_at === 'string'
  );
}

/** The stored grant, unless there is none, it is malformed, or it has expired. */
export function readGrant(now = Date.now()): PairingGrant | null {
  try {
    const grant: unknown = JSON.parse(localStorage.getItem(GRANT_KEY) ?? 'null');
    if (!valid(grant)) return null;
    return new Date(grant.expires_at).getTime() > now ? grant : null;
  } catch {
    return null;
  }
}

export function saveGrant(grant: PairingGrant) {
  try {
    localStorage.setItem(GRANT_KEY, JSON.stringify(grant));
  } catch {
    // private mode: the pairing lasts as long as the page
  }
}

export function forgetGrant() {
  try {
    localStorage.removeItem(GRANT_KEY);
  } catch {
    // nothing stored
  }
}
