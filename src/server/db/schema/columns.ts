import { jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers shared by the tables. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
export const settings = (name: string) =>
  jsonb(name).$type<Record<string, unknown>>().notNull().default({});
