import type { Database } from '#server/db/client.ts';
import type { PhoneCodeMessage } from '#server/lib/phone-code-sender.ts';
import type { World } from './authz-world.ts';

export type Role = 'visitor' | 'other' | 'owner';
export const ROLES: readonly Role[] = ['visitor', 'other', 'owner'];

/**
 * What a cell is about: one of the owner's boards (private, public, trashed), one of the owner's sounds
 * (active, trashed), or the caller's own account (`self`: /me routes, collections, auth endpoints — there the
 * other user acts on their own data, and the owner's must stay as it was).
 */
export type Target = 'private' | 'public' | 'trashed' | 'sound' | 'trashedSound' | 'self';

export interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** Extra headers (a remote's `Authorization: Bearer`, decision 059). */
  headers?: Record<string, string>;
  /** Multipart fields; a Uint8Array becomes a file named `upload.<ext>` after the `name` given. */
  form?: Record<string, string | { bytes: Uint8Array; name: string; type: string }>;
}

export interface CaseContext {
  world: World;
  db: Database;
  /** Texts the phone-code sender was given (stands in for the SMS provider). */
  texts: PhoneCodeMessage[];
  /** Audio host on loopback for URL ingest. */
  audioOrigin: string;
  /** Sends a request as a role (for setup steps). */
  as(role: Role, call: Call): Promise<Response>;
}

export interface Case {
  target: Target;
  /** A name for auth endpoints sharing one router entry. */
  name?: string;
  expect: Record<Role, number>;
  call(ctx: CaseContext, role: Role): Call | Promise<Call>;
  /** Runs once per group before the attempts (e.g. enrol a phone so there is a code to verify). */
  setup?(ctx: CaseContext): Promise<void>;
  /** The owner's success ends sessions or spends rate-limited sends: the group gets its own two users. */
  fresh?: boolean;
  /** Another user's success may move the owner's likes_count (a like is the liker's row, not the owner's). */
  likesCountMayMove?: boolean;
  /** Anyone's play of a sound on a public board moves its play_count (decision 037). */
  playCountMayMove?: boolean;
  /** The answer is an endless stream (server-sent events): only its status is read, then it is cancelled. */
  stream?: boolean;
}

/** One entry per router route (`METHOD /api/path` exactly as the router holds it). */
export type AuthzTable = Record<string, Case[]>;
