import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BIO_MAX, FULL_NAME_MAX, USERNAME_MAX, USERNAME_MIN } from '#shared/limits.ts';
import { users } from './auth.ts';
import { createdAt, settings } from './columns.ts';

/** One row per user; `id` is the auth user's id. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    fullName: text('full_name'),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    profileBackgroundImageUrl: text('profile_background_image_url'),
    profileBackgroundSettings: settings('profile_background_settings'),
    publicUrlSlug: text('public_url_slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('profiles_public_url_slug_key').on(t.publicUrlSlug),
    check(
      'profiles_username_length',
      sql`char_length(${t.username}) between ${sql.raw(String(USERNAME_MIN))} and ${sql.raw(String(USERNAME_MAX))}`,
    ),
    check(
      'profiles_full_name_length',
      sql`${t.fullName} is null or char_length(${t.fullName}) <= ${sql.raw(String(FULL_NAME_MAX))}`,
    ),
    check(
      'profiles_bio_length',
      sql`${t.bio} is null or char_length(${t.bio}) <= ${sql.raw(String(BIO_MAX))}`,
    ),
  ],
);
