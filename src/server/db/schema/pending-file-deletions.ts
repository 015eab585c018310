import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Files whose rows were permanently deleted. Written in the same transaction as the row deletion, removed
 * once the file is gone; the file janitor retries what could not be removed, so no file is forgotten.
 */
export const pendingFileDeletions = pgTable(
  'pending_file_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    path: text('path').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_file_deletions_next_attempt_idx').on(t.nextAttemptAt)],
);
