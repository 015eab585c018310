import { dictionary } from '@zxcvbn-ts/language-common';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { AUTH_ERRORS } from '#shared/auth-errors.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/limits.ts';
import { isLikeEmail, isSimplePassword } from '#shared/password-rules.ts';
import type { SecondFactorHookContext } from './auth-second-factor.ts';

/**
 * The most common passwords (about 49,000, lower case, from leaked password lists), as kept by the zxcvbn-ts
 * project in @zxcvbn-ts/language-common (pinned in package.json). Read once, when the server starts.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** A common base is still common with up to four digits or symbols around it: baseball2024, !monkey1. */
const AFFIX = /^[\d\W_]{1,4}|[\d\W_]{1,4}$/g;
const BASE_MIN = 4;
const UNLEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

export function isCommonPassword(password: string): boolean {
  const text = password.toLowerCase().replace(/\s+/g, '');
  const unleet = [...text].map((char) => UNLEET[char] ?? char).join('');
  return [text, unleet].some((candidate) => {
    if (COMMON_PASSWORDS.has(candidate)) return true;
    const base = candidate.replace(AFFIX, '');
    return base.length >= BASE_MIN && base !== candidate && COMMON_PASSWORDS.has(base);
  });
}

export type PasswordWeakness =
  'PASSWORD_TOO_SIMPLE' | 'PASSWORD_LIKE_EMAIL' | 'PASSWORD_TOO_COMMON';

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordWeakness(password: string, email?: string): PasswordWeakness | undefined {
  if (isSimplePassword(password)) return 'PASSWORD_TOO_SIMPLE';
  if (email && isLikeEmail(password, email)) return 'PASSWORD_LIKE_EMAIL';
  if (isCommonPassword(password)) return 'PASSWORD_TOO_COMMON';
  return undefined;
}

/** The endpoints that set a new password, and the body field that carries it. */
const NEW_PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

interface PasswordHookContext extends SecondFactorHookContext {
  query?: unknown;
}

/**
 * Refuses weak new passwords before better-auth hashes them (sign-up, change, reset), with the reason as an
 * error code the forms show on the password field. Lengths outside the rule are left to better-auth's own
 * messages; a change without a session or a reset without a valid link too (better-auth answers those).
 * Why and in which order: docs/decisions/043-account-hardening.md.
 */
export function passwordStrengthHooks(db: Database) {
  async function before(ctx: PasswordHookContext) {
    const field = ctx.path ? NEW_PASSWORD_FIELDS[ctx.path] : undefined;
    if (!field) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const password = body[field];
    if (typeof password !== 'string') return;
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return;
    const email = await emailOf(ctx, body);
    if (email === null) return;
    const weakness = passwordWeakness(password, email);
    if (weakness) {
      throw new APIError('BAD_REQUEST', {
        code: weakness,
        message: AUTH_ERRORS[weakness]!.message,
      });
    }
  }

  /** The address of the account the password is for; null when there is no such account (yet). */
  async function emailOf(
    ctx: PasswordHookContext,
    body: Record<string, unknown>,
  ): Promise<string | undefined | null> {
    if (ctx.path === '/sign-up/email')
      return typeof body.email === 'string' ? body.email : undefined;
    let userId: string | undefined;
    if (ctx.path === '/change-password') {
      const { secret, authCookies, internalAdapter } = ctx.context;
      const token = await ctx.getSignedCookie(authCookies.sessionToken.name, secret);
      userId = token ? (await internalAdapter.findSession(token))?.user.id : undefined;
    } else {
      const query = (ctx.query ?? {}) as Record<string, unknown>;
      const token = body.token ?? query.token;
      if (typeof token === 'string' && token) {
        const found = await ctx.context.internalAdapter.findVerificationValue(
          `reset-password:${token}`,
        );
        userId = found?.value;
      }
    }
    if (!userId) return null;
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return user ? user.email : null;
  }

  return { before };
}
