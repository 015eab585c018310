import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { driverError, SQLSTATE } from '#server/db/db-error.ts';
import { profiles } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { isUuid } from '#server/lib/ids.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import {
  backgroundSettingsSchema,
  type Profile,
  type ProfileUpdate,
} from '#shared/schemas/profile.ts';
import { defaultUsername, slugCandidate, slugFor } from './username.ts';

type ProfileRow = typeof profiles.$inferSelect;

const MAX_ATTEMPTS = 30;

export function toProfile(row: ProfileRow): Profile {
  const settings = backgroundSettingsSchema.safeParse(row.profileBackgroundSettings);
  return {
    id: row.id,
    username: row.username,
    full_name: row.fullName,
    bio: row.bio,
    avatar_url: row.avatarUrl,
    profile_background_image_url: row.profileBackgroundImageUrl,
    profile_background_settings: settings.success ? settings.data : {},
    public_url_slug: row.publicUrlSlug,
  };
}

async function findById(db: Database, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

/**
 * The user's profile, made on first need: a neutral unique username (defaultUsername) and its slug.
 * Idempotent and safe under concurrency (conflicts on any unique key move on to the next candidate).
 */
export async function ensureProfile(
  db: Database,
  user: { id: string; email: string },
): Promise<Profile> {
  const existing = await findById(db, user.id);
  if (existing) return toProfile(existing);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const username = defaultUsername();
    const [row] = await db
      .insert(profiles)
      .values({ id: user.id, username, publicUrlSlug: slugFor(username) })
      .onConflictDoNothing()
      .returning();
    if (row) return toProfile(row);
    const raced = await findById(db, user.id);
    if (raced) return toProfile(raced);
  }
  throw new Error(`no free default username after ${MAX_ATTEMPTS} attempts`);
}

/** Spec §5: an identifier of UUID form is an id, anything else a public_url_slug (slugs are lower case). */
export async function findProfile(db: Database, identifier: string): Promise<Profile> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(
      isUuid(identifier)
        ? eq(profiles.id, identifier.toLowerCase())
        : eq(profiles.publicUrlSlug, identifier.toLowerCase()),
    );
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.notFound);
  return toProfile(row);
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() ? value : null;

/**
 * Saves the profile fields. A new username brings its own slug (DESIGN §7), so the old profile URL stops
 * resolving; when another user already holds that slug (names that differ only in punctuation), the next
 * numbered slug is taken instead of refusing the name.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  update: ProfileUpdate,
): Promise<Profile> {
  const changes = {
    username: update.username,
    fullName: blankToNull(update.full_name),
    bio: blankToNull(update.bio),
    profileBackgroundSettings: update.profile_background_settings,
  };
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (!Object.keys(set).length) {
    const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
    if (!row) throw new HttpError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.notFound);
    return toProfile(row);
  }
  const { username } = update;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const slug = username === undefined ? {} : { publicUrlSlug: slugCandidate(username, attempt) };
    const saved = await saveProfileRow(db, userId, { ...set, ...slug });
    if (saved) return toProfile(saved);
  }
  throw new Error(`no free public URL slug for ${username} after ${MAX_ATTEMPTS} attempts`);
}

/** One update; undefined when the slug is held by another profile (the caller tries the next one). */
async function saveProfileRow(
  db: Database,
  userId: string,
  set: Record<string, unknown>,
): Promise<ProfileRow | undefined> {
  try {
    const [row] = await db.update(profiles).set(set).where(eq(profiles.id, userId)).returning();
    if (!row) throw new HttpError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.notFound);
    return row;
  } catch (error) {
    const { code, constraint } = driverError(error);
    if (code === SQLSTATE.uniqueViolation && constraint === 'profiles_username_lower_key') {
      throw new HttpError(409, ERROR_CODES.usernameTaken, PROFILE_MESSAGES.usernameTaken);
    }
    if (code === SQLSTATE.uniqueViolation && constraint === 'profiles_public_url_slug_key') {
      return undefined;
    }
    throw error;
  }
}
