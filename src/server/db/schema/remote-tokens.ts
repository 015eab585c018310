import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';
import { soundboards } from './soundboards.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The remote's bearer tokens (decision 059): a phone's pairing (`kind` 'pairing': one board, expires, `name`
 * is the phone's browser) or an access token (`kind` 'access': one board or, with no board, all the owner's).
 * Only the SHA-256 of a token is kept; a revoked token keeps its row (revoked_at) until its board or owner goes.
 */
export const remoteTokens = pgTable(
  'remote_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['access', 'pairing'] }).notNull(),
    name: text('name').notNull(),
    boardId: uuid('board_id').references(() => soundboards.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('remote_tokens_token_hash_key'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('remote_tokens_user_kind_idx').on(t.userId, t.kind),
    index('remote_tokens_board_idx').on(t.boardId),
    check('remote_tokens_kind_known', sql`${t.kind} in ('access', 'pairing')`),
    check(
      'remote_tokens_pairing_bound',
      sql`${t.kind} = 'access' or (${t.boardId} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);

/** A pairing code shown on the desktop (its SHA-256 only): one board, one use, minutes long. */
export const remotePairingCodes = pgTable(
  'remote_pairing_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull().unique('remote_pairing_codes_code_hash_key'),
    boardId: uuid('board_id')
      .notNull()
      .references(() => soundboards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('remote_pairing_codes_board_idx').on(t.boardId)],
);
