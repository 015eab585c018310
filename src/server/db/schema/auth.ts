import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * better-auth's tables (user, session, account, verification, plus the twoFactor plugin and the database
 * rate limiter), as `@better-auth/cli generate` writes them for this configuration, with UUID ids and
 * timezone-aware timestamps. The export names are the adapter's model names (see lib/auth.ts).
 * Regenerate: BETTER_AUTH_TELEMETRY=0 npx @better-auth/cli@1.4.22 generate --config <file exporting auth>.
 */
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').defaultNow().notNull();
const updatedAt = () =>
  at('updated_at')
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull();
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable('user', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').default(false).notNull(),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
});

export const sessions = pgTable(
  'session',
  {
    id: uuid('id').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userId(),
    /** Authenticator assurance level: 'aal2' once this session passed a second factor. */
    aal: text('aal').default('aal1'),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'account',
  {
    id: uuid('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verification',
  {
    id: uuid('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factor',
  {
    id: uuid('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: userId(),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: at('locked_until'),
  },
  (t) => [index('two_factor_user_id_idx').on(t.userId)],
);

export const rateLimits = pgTable('rate_limit', {
  id: uuid('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** TOTP codes already accepted, so that a code cannot be used twice within its validity window. */
export const totpUsedCodes = pgTable(
  'totp_used_code',
  {
    userId: userId(),
    code: text('code').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'totp_used_code_pkey', columns: [t.userId, t.code] }),
    index('totp_used_code_expires_idx').on(t.expiresAt),
  ],
);
