import { getHeapStatistics } from 'node:v8';
import { addressKey } from '#server/lib/address-key.ts';
import type { SseConnection } from './sse-connection.ts';

/**
 * Heap one open event stream costs (socket, HTTP response, web stream, connection and queue): 21.7–24 KiB at
 * rest measured by bench/realtime/stream-capacity.ts, rounded up for frames in flight (decision 025).
 */
export const STREAM_BYTES = 32 * 1024;
/** Share of the heap limit that open streams may take when STREAMS_PER_INSTANCE is 0; the rest is the server's. */
export const STREAM_HEAP_SHARE = 0.25;

/** STREAMS_PER_INSTANCE, or for 0 what a quarter of this process's heap limit holds. */
export function derivedInstanceStreams(
  configured: number,
  heapLimit = getHeapStatistics().heap_size_limit,
): number {
  if (configured > 0) return configured;
  return Math.max(1, Math.floor((heapLimit * STREAM_HEAP_SHARE) / STREAM_BYTES));
}

export interface StreamCaps {
  perAddress: number;
  perUser: number;
  perInstance: number;
}

/** Who opens a stream: the client address (none for in-process requests) and the signed-in session. */
export interface StreamOwner {
  address: string | undefined;
  userId: string | null;
  sessionId: string | null;
}

export type StreamRefusal = 'perAddress' | 'perUser' | 'instanceFull';

/** A place taken by admit(): given to the stream's connection, or released if the stream is not opened. */
export interface StreamTicket {
  attach(connection: SseConnection): void;
  release(): void;
}

interface Held {
  owner: StreamOwner;
  connection: SseConnection | null;
  release: () => void;
}

const bump = (counts: Map<string, number>, key: string, by: number) => {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
};

/**
 * Every event stream of this instance, realtime and live together (decision 025): the caps per client
 * address, per user and per instance are checked here before anything is made for a stream, and a
 * revoked session's streams are found here to be closed.
 */
export function createStreamRegistry(caps: StreamCaps) {
  const byAddress = new Map<string, number>();
  const byUser = new Map<string, number>();
  const held = new Set<Held>();

  return {
    caps,
    /** Takes a place for a new stream, or names the cap it would exceed. Synchronous: no race between checks. */
    admit(owner: StreamOwner): StreamTicket | StreamRefusal {
      const address = owner.address && addressKey(owner.address);
      if (address && (byAddress.get(address) ?? 0) >= caps.perAddress) return 'perAddress';
      if (owner.userId && (byUser.get(owner.userId) ?? 0) >= caps.perUser) return 'perUser';
      if (held.size >= caps.perInstance) return 'instanceFull';
      const release = () => {
        if (!held.delete(entry)) return;
        if (address) bump(byAddress, address, -1);
        if (owner.userId) bump(byUser, owner.userId, -1);
      };
      const entry: Held = { owner, connection: null, release };
      held.add(entry);
      if (address) bump(byAddress, address, 1);
      if (owner.userId) bump(byUser, owner.userId, 1);
      return {
        attach(connection) {
          entry.connection = connection;
          // Revoked while it was being opened: it never starts.
          if (!held.has(entry)) connection.close('revoked');
          connection.onClose(release);
        },
        release,
      };
    },
    /** True when this address holds all the streams it may (a cheap check before any lookup). */
    addressFull: (address: string) => (byAddress.get(addressKey(address)) ?? 0) >= caps.perAddress,
    /** Streams open now (and places taken by streams being opened). */
    size: () => held.size,
    /** The sessions behind signed-in streams. */
    sessionIds(): string[] {
      const ids = new Set<string>();
      for (const { owner } of held) if (owner.sessionId) ids.add(owner.sessionId);
      return [...ids];
    },
    /** Closes the streams of sessions that no longer exist (signed out, revoked). */
    closeSessions(ended: ReadonlySet<string>): number {
      let closed = 0;
      for (const entry of [...held]) {
        const id = entry.owner.sessionId;
        if (!id || !ended.has(id)) continue;
        if (entry.connection) entry.connection.close('revoked');
        else entry.release();
        closed += 1;
      }
      return closed;
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

/** The registry with the instance's tunable caps (STREAMS_PER_ADDRESS, _PER_USER, _PER_INSTANCE). */
export function streamRegistryFor(limits: {
  STREAMS_PER_ADDRESS: number;
  STREAMS_PER_USER: number;
  STREAMS_PER_INSTANCE: number;
}): StreamRegistry {
  return createStreamRegistry({
    perAddress: limits.STREAMS_PER_ADDRESS,
    perUser: limits.STREAMS_PER_USER,
    perInstance: derivedInstanceStreams(limits.STREAMS_PER_INSTANCE),
  });
}
