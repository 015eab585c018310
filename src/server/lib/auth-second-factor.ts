import { and, eq, lt } from 'drizzle-orm';
import { APIError, isAPIError } from 'better-auth/api';
import type { Database } from '#server/db/client.ts';
import { sessions, totpUsedCodes } from '#server/db/schema.ts';

export const TOTP_VERIFY_PATH = '/two-factor/verify-totp';
export const OTP_VERIFY_PATH = '/two-factor/verify-otp';
export const SECOND_FACTOR_PATHS = new Set([
  TOTP_VERIFY_PATH,
  OTP_VERIFY_PATH,
  '/two-factor/verify-backup-code',
]);
/** A TOTP code verifies within one 30 s period either side of now: remember it for longer than that. */
const USED_CODE_MEMORY_MS = 4 * 30_000;
const TWO_FACTOR_COOKIE = 'two_factor';

export const CODE_ALREADY_USED = {
  code: 'TOTP_CODE_ALREADY_USED',
  message: 'This code has already been used. Wait for the next code from your authenticator app.',
};

/** The parts of better-auth's hook context these hooks read. */
export interface SecondFactorHookContext {
  path?: string;
  body?: unknown;
  request?: Request;
  getSignedCookie(name: string, secret: string): Promise<string | null | false | undefined>;
  context: {
    secret: string;
    returned?: unknown;
    newSession: { session: { token: string }; user: { id: string } } | null;
    authCookies: { sessionToken: { name: string } };
    createAuthCookie(name: string): { name: string };
    internalAdapter: {
      findSession(token: string): Promise<{ user: { id: string } } | null>;
      findVerificationValue(identifier: string): Promise<{ value: string } | null | undefined>;
    };
  };
}

/**
 * Hooks around better-auth's two-factor endpoints:
 * - a TOTP code is accepted once per user (better-auth alone accepts it again within its window);
 * - a session created or confirmed by a second factor is marked `aal2`.
 */
export function secondFactorHooks(db: Database) {
  const claims = new WeakMap<Request, { userId: string; code: string }>();

  async function before(ctx: SecondFactorHookContext) {
    if (ctx.path !== TOTP_VERIFY_PATH) return;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string' || !code) return;
    const userId = await userIdOfAttempt(ctx);
    if (!userId) return; // the endpoint itself refuses an attempt nobody started
    if (!(await claimCode(db, userId, code))) throw new APIError('UNAUTHORIZED', CODE_ALREADY_USED);
    if (ctx.request) claims.set(ctx.request, { userId, code });
  }

  async function after(ctx: SecondFactorHookContext) {
    if (!ctx.path || !SECOND_FACTOR_PATHS.has(ctx.path)) return;
    const returned = ctx.context.returned;
    if (isAPIError(returned)) {
      const claim = ctx.request && claims.get(ctx.request);
      if (claim) await releaseCode(db, claim.userId, claim.code);
      return;
    }
    const token =
      ctx.context.newSession?.session.token ?? (returned as { token?: unknown } | null)?.token;
    if (typeof token === 'string') {
      await db.update(sessions).set({ aal: 'aal2' }).where(eq(sessions.token, token));
    }
  }

  return { before, after };
}

/** The user behind a verification: the signed-in user, or the one whose sign-in awaits its second factor. */
async function userIdOfAttempt(ctx: SecondFactorHookContext): Promise<string | null> {
  return (await attemptOf(ctx))?.userId ?? null;
}

/** Who a second-factor request is for, and whether they are signed in already (enrolment) or not (sign-in). */
export async function attemptOf(
  ctx: SecondFactorHookContext,
): Promise<{ userId: string; signedIn: boolean } | null> {
  const { secret, authCookies, internalAdapter } = ctx.context;
  const sessionToken = await ctx.getSignedCookie(authCookies.sessionToken.name, secret);
  if (sessionToken) {
    const found = await internalAdapter.findSession(sessionToken);
    if (found) return { userId: found.user.id, signedIn: true };
  }
  const cookieName = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const identifier = await ctx.getSignedCookie(cookieName, secret);
  if (!identifier) return null;
  const userId = (await internalAdapter.findVerificationValue(identifier))?.value;
  return userId ? { userId, signedIn: false } : null;
}

async function claimCode(db: Database, userId: string, code: string): Promise<boolean> {
  const now = new Date();
  await db
    .delete(totpUsedCodes)
    .where(and(eq(totpUsedCodes.userId, userId), lt(totpUsedCodes.expiresAt, now)));
  const inserted = await db
    .insert(totpUsedCodes)
    .values({ userId, code, expiresAt: new Date(now.getTime() + USED_CODE_MEMORY_MS) })
    .onConflictDoNothing()
    .returning({ code: totpUsedCodes.code });
  return inserted.length > 0;
}

async function releaseCode(db: Database, userId: string, code: string): Promise<void> {
  await db
    .delete(totpUsedCodes)
    .where(and(eq(totpUsedCodes.userId, userId), eq(totpUsedCodes.code, code)));
}
