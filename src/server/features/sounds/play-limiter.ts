import { ipBytes } from '#server/lib/net/ip-bytes.ts';
import { PLAYS_PER_MINUTE, PLAYS_PER_SOUND_PER_MINUTE } from '#shared/sound-library.ts';

const WINDOW_MS = 60_000;
/** Windows kept at most per table; a full table counts no new key until windows end (never evicts one). */
const MAX_KEYS = 50_000;

interface Window {
  start: number;
  /** Plays counted, reservations in flight included. */
  used: number;
  /** Reservations not yet settled. */
  pending: number;
  /** A request found the sound: the window may stay. Until then it goes when its reservations fail. */
  confirmed: boolean;
}

/** Fixed one-minute windows per key, in start order (a window that starts again moves to the end). */
class WindowTable {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly maxKeys: number,
  ) {}

  /** Plays the key may still count at `t` (0 when it has no window and the table has no place). */
  room(key: string, t: number): number {
    const window = this.live(key, t);
    if (window) return this.max - window.used;
    this.dropEnded(t);
    return this.windows.size < this.maxKeys ? this.max : 0;
  }

  /** Counts `n` plays for the key (room() said they fit); the window it counted them in. */
  reserve(key: string, n: number, t: number): Window {
    let window = this.live(key, t);
    if (!window) {
      this.windows.delete(key);
      window = { start: t, used: 0, pending: 0, confirmed: false };
      this.windows.set(key, window);
    }
    window.used += n;
    window.pending += 1;
    return window;
  }

  /** Settles a reservation: kept when the sound was found, else returned (and an unconfirmed window dropped). */
  settle(key: string, window: Window, n: number, found: boolean) {
    window.pending -= 1;
    if (found) {
      window.confirmed = true;
      return;
    }
    window.used -= n;
    if (!window.confirmed && window.pending === 0 && this.windows.get(key) === window) {
      this.windows.delete(key);
    }
  }

  get size() {
    return this.windows.size;
  }

  private live(key: string, t: number): Window | undefined {
    const window = this.windows.get(key);
    return window && t - window.start < WINDOW_MS ? window : undefined;
  }

  /** Drops ended windows from the oldest on (they are in start order). */
  private dropEnded(t: number) {
    for (const [key, window] of this.windows) {
      if (t - window.start < WINDOW_MS) break;
      this.windows.delete(key);
    }
  }
}

export interface PlayReservation {
  /** The part of the request's plays that counts. */
  counted: number;
  /** Call once the database answered: found = the sound exists and the caller may count its plays. */
  settle: (found: boolean) => void;
}

/**
 * How many plays of a minute still count (decision 037 and its addendum): per address and sound
 * (PLAYS_PER_MINUTE) and per sound from all addresses together (PLAYS_PER_SOUND_PER_MINUTE). Play counts are a
 * hint, so plays beyond are accepted and not counted. Memory is bounded and cannot be flushed: a table that is
 * full counts no new key rather than evicting one, and a key holds its place only once the database found the
 * sound (made-up ids give their place back when they get their 404).
 */
export class PlayLimiter {
  private readonly perAddress: WindowTable;
  private readonly perSound: WindowTable;

  constructor(
    private readonly now: () => number = Date.now,
    maxKeys = MAX_KEYS,
  ) {
    this.perAddress = new WindowTable(PLAYS_PER_MINUTE, maxKeys);
    this.perSound = new WindowTable(PLAYS_PER_SOUND_PER_MINUTE, maxKeys);
  }

  reserve(address: string, soundId: string, count: number): PlayReservation {
    const t = this.now();
    const addressKey = `${addressGroup(address)}:${soundId}`;
    const counted = Math.max(
      0,
      Math.min(count, this.perAddress.room(addressKey, t), this.perSound.room(soundId, t)),
    );
    if (counted === 0) return { counted, settle: () => undefined };
    const byAddress = this.perAddress.reserve(addressKey, counted, t);
    const bySound = this.perSound.reserve(soundId, counted, t);
    let settled = false;
    return {
      counted,
      settle: (found) => {
        if (settled) return;
        settled = true;
        this.perAddress.settle(addressKey, byAddress, counted, found);
        this.perSound.settle(soundId, bySound, counted, found);
      },
    };
  }

  /** Windows held (tests check that made-up ids leave none). */
  get size() {
    return { perAddress: this.perAddress.size, perSound: this.perSound.size };
  }
}

/** The address a budget belongs to: IPv4 as it is, IPv6 by its /64 (one client's network). */
export function addressGroup(address: string): string {
  const bytes = ipBytes(address);
  if (!bytes || bytes.length === 4) return address;
  const mapped =
    bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (mapped) return Array.from(bytes.slice(12)).join('.');
  return `${Buffer.from(bytes.slice(0, 8)).toString('hex')}::/64`;
}
