import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';
import { addressKey } from './address-key.ts';

export const SIGN_UP_WINDOW_MS = 3_600_000;
/** Rows of better-auth's rate_limit table that this counter owns (better-auth's own keys have no such prefix). */
const KEY_PREFIX = 'sign-up-hour|';

/** The counter's row for an address: an IPv6 address counts by its /64 (addressKey). */
export function signUpAddressKey(ip: string): string {
  return `${KEY_PREFIX}${addressKey(ip)}`;
}

export type SignUpTicket =
  { ok: true; key: string; windowStart: number } | { ok: false; retryAfterSeconds: number };

/**
 * Sign-ups per address and hour (SIGNUPS_PER_ADDRESS_PER_HOUR), counted in the database so that every
 * instance shares one count: a fixed hour from the address's first sign-up, in a row of better-auth's
 * rate_limit table. take() reserves a place with one atomic upsert (a burst cannot overshoot); give()
 * hands it back when the sign-up made no account (bad input, a refused password, an error).
 * docs/decisions/043-account-hardening.md.
 */
export function signUpLimit(db: Database, now: () => number = Date.now) {
  async function take(ip: string, max: number): Promise<SignUpTicket> {
    const key = signUpAddressKey(ip);
    const t = now();
    const ended = sql`${rateLimits.lastRequest} <= ${t - SIGN_UP_WINDOW_MS}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ id: randomUUID(), key, count: 1, lastRequest: t })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          lastRequest: sql`CASE WHEN ${ended} THEN ${t} ELSE ${rateLimits.lastRequest} END`,
        },
        // A full window is left as it is: nothing is returned, and the sign-up is refused.
        setWhere: sql`${ended} OR ${rateLimits.count} < ${max}`,
      })
      .returning({ windowStart: rateLimits.lastRequest });
    if (row) return { ok: true, key, windowStart: row.windowStart };
    const [held] = await db
      .select({ windowStart: rateLimits.lastRequest })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    const start = held?.windowStart ?? t;
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((start + SIGN_UP_WINDOW_MS - t) / 1000)),
    };
  }

  async function give(ticket: { key: string; windowStart: number }): Promise<void> {
    await db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(
        and(
          eq(rateLimits.key, ticket.key),
          eq(rateLimits.lastRequest, ticket.windowStart),
          gt(rateLimits.count, 0),
        ),
      );
  }

  return { take, give };
}
