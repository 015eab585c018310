import { sql } from 'drizzle-orm';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { PHONE_CODE_LIMIT_MESSAGE } from '#shared/auth-messages.ts';
import { PHONE_MESSAGES } from '#shared/schemas/phone-factor.ts';
import { findPhone, keepTwoFactorForPhone } from './auth-phone-factor.ts';
import { attemptOf, type SecondFactorHookContext } from './auth-second-factor.ts';
import { claimPhoneCodeSend } from './phone-code-limit.ts';
import { phoneCodeText, type PhoneCodeSender } from './phone-code-sender.ts';

export const SEND_OTP_PATH = '/two-factor/send-otp';
export const PHONE_CODE_LIMIT_CODE = 'PHONE_CODE_LIMIT';

type HookContext = SecondFactorHookContext & { json: (body: unknown) => unknown };

/**
 * The phone factor on top of better-auth's two-factor OTP:
 * - codes go to the user's phone through the pluggable sender;
 * - a code is sent at sign-in only to a verified phone, while enrolling to the number being confirmed;
 * - sign-in offers `otp` only to users with a verified phone;
 * - codes sent are limited per user and per number (PHONE_CODE_SEND_LIMITS);
 * - removing the authenticator keeps the second factor on while a phone remains.
 */
export function phoneFactorHooks(db: Database, sender: PhoneCodeSender) {
  async function sendOTP({ user, otp }: { user: { id: string }; otp: string }) {
    const phone = await findPhone(db, user.id);
    if (!phone) return;
    await sender.send({ to: phone.phoneNumber, code: otp, text: phoneCodeText(otp) });
  }

  async function before(ctx: SecondFactorHookContext) {
    if (ctx.path !== SEND_OTP_PATH) return;
    const attempt = await attemptOf(ctx);
    if (!attempt) return; // better-auth refuses it itself
    const phone = await findPhone(db, attempt.userId);
    if (!phone || (!attempt.signedIn && !phone.verified)) {
      throw new APIError('BAD_REQUEST', {
        code: 'NO_PHONE_FACTOR',
        message: attempt.signedIn ? PHONE_MESSAGES.noPhone : PHONE_MESSAGES.noVerifiedPhone,
      });
    }
    // Every path that texts a code (enrolment and the sign-in step) comes through here.
    if (
      !(await claimPhoneCodeSend(db, { userId: attempt.userId, phoneNumber: phone.phoneNumber }))
    ) {
      throw new APIError('TOO_MANY_REQUESTS', {
        code: PHONE_CODE_LIMIT_CODE,
        message: PHONE_CODE_LIMIT_MESSAGE,
      });
    }
  }

  async function after(ctx: HookContext) {
    if (ctx.path === '/two-factor/disable') {
      const userId = ctx.context.newSession?.user.id;
      if (userId) await keepTwoFactorForPhone(db, userId);
    }
  }

  async function offerPhoneOnlyWhenSetUp(ctx: HookContext) {
    const returned = ctx.context.returned as
      { twoFactorRedirect?: boolean; twoFactorMethods?: string[] } | undefined;
    if (!returned?.twoFactorRedirect || !returned.twoFactorMethods?.includes('otp')) return;
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') return;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    const phone = user ? await findPhone(db, user.id) : undefined;
    if (phone?.verified) return;
    return ctx.json({
      ...returned,
      twoFactorMethods: returned.twoFactorMethods.filter((method) => method !== 'otp'),
    });
  }

  /** Runs after the two-factor plugin's own sign-in hook (plugin hooks run in the plugins' order). */
  const plugin = {
    id: 'phone-factor',
    hooks: {
      after: [
        {
          matcher: (context: { path?: string }) => context.path === '/sign-in/email',
          handler: createAuthMiddleware((ctx) => offerPhoneOnlyWhenSetUp(ctx as HookContext)),
        },
      ],
    },
  } satisfies BetterAuthPlugin;

  return { sendOTP, before, after, plugin };
}
