import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { phoneFactors, twoFactors, users } from '#server/db/schema.ts';
import { HttpError } from './http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { PhoneFactor } from '#shared/schemas/phone-factor.ts';

export const PHONE_ALREADY_SET_UP = 'A phone number is already set up. Remove it first.';

export type PhoneRow = typeof phoneFactors.$inferSelect;

/** Shows the last 4 digits only: +44 ••• 0123. */
export function maskPhone(phoneNumber: string): string {
  return `${phoneNumber.slice(0, 3)} ••• ${phoneNumber.slice(-4)}`;
}

export const toPhoneFactor = (row: PhoneRow): PhoneFactor => ({
  phone_number: maskPhone(row.phoneNumber),
  verified: row.verified,
});

export async function findPhone(db: Database, userId: string): Promise<PhoneRow | undefined> {
  const [row] = await db.select().from(phoneFactors).where(eq(phoneFactors.userId, userId));
  return row;
}

/** Saves a number waiting for its code (replacing an earlier unconfirmed one); 409 if one is set up. */
export async function savePendingPhone(db: Database, userId: string, phoneNumber: string) {
  const existing = await findPhone(db, userId);
  if (existing?.verified) throw new HttpError(409, ERROR_CODES.conflict, PHONE_ALREADY_SET_UP);
  const [row] = await db
    .insert(phoneFactors)
    .values({ userId, phoneNumber, verified: false })
    .onConflictDoUpdate({
      target: phoneFactors.userId,
      set: { phoneNumber, verified: false, createdAt: new Date() },
    })
    .returning();
  return row!;
}

export async function markPhoneVerified(db: Database, userId: string) {
  const [row] = await db
    .update(phoneFactors)
    .set({ verified: true })
    .where(eq(phoneFactors.userId, userId))
    .returning();
  return row;
}

/**
 * Removes the phone factor; the account keeps asking for a second factor only while a verified
 * authenticator remains.
 */
export async function removePhone(db: Database, userId: string) {
  await db.delete(phoneFactors).where(eq(phoneFactors.userId, userId));
  const [totp] = await db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(eq(twoFactors.verified, true), isNull(twoFactors.verified)),
      ),
    );
  if (!totp) await db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
}

/** After the authenticator is removed, a verified phone keeps the second factor required. */
export async function keepTwoFactorForPhone(db: Database, userId: string) {
  const phone = await findPhone(db, userId);
  if (phone?.verified) {
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
  }
}
