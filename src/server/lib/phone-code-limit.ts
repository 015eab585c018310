import { randomUUID } from 'node:crypto';
import { and, count, gt, like, lt, lte } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';
import { PHONE_CODE_SEND_LIMITS } from '#shared/limits.ts';

const PREFIX = 'phone-code:';
/** One lock for every count-and-record, so that concurrent sends on any instance are counted one by one. */
const LOCK_KEY = 'soundboard:phone-code-sends';
const LONGEST_WINDOW_MS = Math.max(...PHONE_CODE_SEND_LIMITS.map((limit) => limit.windowMs));

export interface PhoneCodeSend {
  userId: string;
  /** E.164, e.g. +447700900123. */
  phoneNumber: string;
}

/** Who a send counts against: the user and the number, each limited on its own. */
const subjects = (send: PhoneCodeSend) => [
  `${PREFIX}user:${send.userId}:`,
  `${PREFIX}number:${send.phoneNumber}:`,
];

/**
 * Records a phone-code send if neither the user nor the number has reached PHONE_CODE_SEND_LIMITS, and says
 * whether it may go out. Each send is one `rate_limit` row per subject (key `phone-code:{subject}:{uuid}`,
 * `last_request` its time), so the count holds across app instances; a transaction-scoped advisory lock
 * serialises concurrent claims. Rows older than the longest window are dropped on the way.
 */
export async function claimPhoneCodeSend(
  db: Database,
  send: PhoneCodeSend,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`);
    await tx
      .delete(rateLimits)
      .where(
        and(
          like(rateLimits.key, `${PREFIX}%`),
          lt(rateLimits.lastRequest, now - LONGEST_WINDOW_MS),
        ),
      );
    for (const subject of subjects(send)) {
      for (const limit of PHONE_CODE_SEND_LIMITS) {
        const [row] = await tx
          .select({ sent: count() })
          .from(rateLimits)
          .where(
            and(
              like(rateLimits.key, `${subject}%`),
              gt(rateLimits.lastRequest, now - limit.windowMs),
              lte(rateLimits.lastRequest, now),
            ),
          );
        if ((row?.sent ?? 0) >= limit.max) return false;
      }
    }
    await tx.insert(rateLimits).values(
      subjects(send).map((subject) => ({
        id: randomUUID(),
        key: `${subject}${randomUUID()}`,
        count: 1,
        lastRequest: now,
      })),
    );
    return true;
  });
}
