import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { Database } from '#server/db/client.ts';
import {
  accounts,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '#server/db/schema.ts';
import { PRODUCT_NAME } from '#shared/product.ts';
import { authPath } from '#shared/routes.ts';
import { authLogger } from './auth-logger.ts';
import { passwordChangeHooks } from './auth-password-change.ts';
import { passwordStrengthHooks } from './auth-password-strength.ts';
import { existingAccountMail } from './existing-account-mail.ts';
import { phoneFactorHooks } from './auth-phone-hooks.ts';
import { secondFactorHooks } from './auth-second-factor.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mailer.ts';
import type { PhoneCodeSender } from './phone-code-sender.ts';
import { resetPasswordMail } from './reset-password-mail.ts';
import { verificationMail } from './verification-mail.ts';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RESET_LINK_SECONDS } from '#shared/limits.ts';

export const AUTH_BASE_PATH = '/api/auth';
/** Set by the /api/auth mount from the connection (never from the client); the rate limiter keys on it. */
export const CLIENT_IP_HEADER = 'x-soundboard-client-ip';
export const AUTH_RATE_LIMIT = { windowSeconds: 60, max: 10 } as const;

export interface AuthOptions {
  db: Database;
  logger: Logger;
  /** Public origin of the site, e.g. https://soundboard.example (cookies are Secure when it is https). */
  baseUrl: string;
  secret: string;
  mailer: Mailer;
  /** Attempts per window for sign-in and sign-up; AUTH_RATE_LIMIT.max unless configured. */
  rateLimitMax?: number;
  /** Texts one-time codes to phones (the phone second factor). */
  phoneCodeSender: PhoneCodeSender;
  /** Runs after a user row is created (sign-up): makes the user's profile. */
  onUserCreated: (user: { id: string; email: string }) => Promise<void>;
  /** Test-only: another password hash; without it, better-auth's scrypt (the product's only hash). */
  passwordHashing?: PasswordHashing;
}

/** How passwords are hashed and checked (better-auth's `emailAndPassword.password`). */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

/** One better-auth instance per app (tests build their own): e-mail + password, TOTP, database sessions. */
export function createAuth({
  db,
  logger,
  baseUrl,
  secret,
  mailer,
  rateLimitMax = AUTH_RATE_LIMIT.max,
  phoneCodeSender,
  onUserCreated,
  passwordHashing,
}: AuthOptions) {
  const log = logger.child({ component: 'auth' });
  // DESIGN §7: without a mail server, sign-up signs the user in and verification is optional.
  const requireEmailVerification = mailer.kind === 'smtp';
  const secondFactor = secondFactorHooks(db);
  const phoneFactor = phoneFactorHooks(db, phoneCodeSender);
  const passwordChange = passwordChangeHooks(db);
  const passwordStrength = passwordStrengthHooks(db);
  const limit = { window: AUTH_RATE_LIMIT.windowSeconds, max: rateLimitMax };

  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: baseUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // Besides PUBLIC_URL, the host a request was sent to is its own origin (e.g. http://127.0.0.1:3000).
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    telemetry: { enabled: false },
    logger: authLogger(logger),
    // Errors that are not better-auth's own (a database that is away) reach our error handler, which
    // answers 503 or logs them, instead of better-call's bare 500 and console.error.
    onAPIError: { throw: true },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification,
      autoSignIn: !requireEmailVerification,
      // The rule shown under every new-password field (decision 011).
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      ...(passwordHashing && { password: passwordHashing }),
      // "Forgot password?" (decision 011): a link by mail; a reset signs every session out.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send(resetPasswordMail(user.email, url));
      },
      // With verification on, a duplicate sign-up answers like a new one; the owner gets this mail instead.
      async onExistingUserSignUp({ user }) {
        await mailer.send(
          existingAccountMail(user.email, new URL(authPath('signin'), baseUrl).href),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: requireEmailVerification,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(verificationMail(user.email, url));
        if (mailer.kind === 'outbox') {
          // The link is a secret (it signs the user in): the .eml file holds it, the log only says where.
          log.info({ email: user.email }, 'verification mail written to the outbox');
        }
      },
    },
    session: {
      additionalFields: {
        aal: { type: 'string', required: false, defaultValue: 'aal1', input: false },
      },
    },
    databaseHooks: {
      user: {
        create: { after: (user) => onUserCreated({ id: user.id, email: user.email }) },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The spec's sign-up form has no name field; better-auth requires one.
        const body = ctx.body as Record<string, unknown> | undefined;
        // Weak new passwords are refused first, before anything is hashed or written.
        await passwordStrength.before(ctx);
        if (ctx.path === '/sign-up/email' && typeof body?.name !== 'string') {
          return { context: { body: { ...body, name: '' } } };
        }
        const changed = await passwordChange.before(ctx);
        if (changed) return changed;
        await secondFactor.before(ctx);
        await phoneFactor.before(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        await secondFactor.after(ctx);
        await passwordChange.after(ctx);
        return phoneFactor.after(ctx);
      }),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      // The session check every page load makes reads only; counting it would write a row per page.
      customRules: { '/sign-in/email': limit, '/sign-up/email': limit, '/get-session': false },
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      cookiePrefix: 'soundboard',
      useSecureCookies: baseUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips these under NODE_ENV=test; keep tests honest.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    plugins: [
      twoFactor({ issuer: PRODUCT_NAME, otpOptions: { sendOTP: phoneFactor.sendOTP } }),
      phoneFactor.plugin,
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
