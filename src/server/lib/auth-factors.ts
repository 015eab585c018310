import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { phoneFactors, twoFactors } from '#server/db/schema.ts';
import type { Factor } from '#shared/schemas/session.ts';

/** The user's verified second factors as the session user lists them (spec §3). */
export async function listFactors(db: Database, userId: string): Promise<Factor[]> {
  const [totp, phone] = await Promise.all([
    db
      .select({ id: twoFactors.id })
      .from(twoFactors)
      .where(
        and(
          eq(twoFactors.userId, userId),
          // better-auth treats a missing flag as verified (rows from before the flag existed).
          or(eq(twoFactors.verified, true), isNull(twoFactors.verified)),
        ),
      ),
    db
      .select({ userId: phoneFactors.userId })
      .from(phoneFactors)
      .where(and(eq(phoneFactors.userId, userId), eq(phoneFactors.verified, true))),
  ]);
  return [
    ...totp.map(() => ({ factor_type: 'totp' as const, status: 'verified' as const })),
    ...phone.map(() => ({ factor_type: 'phone' as const, status: 'verified' as const })),
  ];
}
