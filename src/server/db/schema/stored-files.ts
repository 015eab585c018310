import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';

/**
 * The ledger of stored files (decision 009): one row per object, written before the object is stored (the
 * quota reservation) and claimed in the transaction that makes a row point at it. An unclaimed row older
 * than the janitor's minimum age (a failed upload, an ingest nobody used) is removed with its file; a file
 * without a row is not ours and is swept too. Deleting a user drops their rows, so the janitor sweeps
 * their files.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    bucket: text('bucket').notNull(),
    path: text('path').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /** Null while reserved (upload in flight, or an ingest not yet used by a sound). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'stored_files_pkey', columns: [t.bucket, t.path] }),
    index('stored_files_owner_idx').on(t.ownerId),
  ],
);
