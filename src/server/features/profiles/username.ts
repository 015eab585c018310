import { randomInt } from 'node:crypto';
import { USERNAME_MAX, USERNAME_MIN } from '#shared/limits.ts';

/** What every default username starts with; the rest is random (nothing of the e-mail, which is private). */
export const DEFAULT_USERNAME_PREFIX = 'user-';
const SUFFIX_LENGTH = 8;
const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new user's username until they choose one: `user-` and 8 random letters or digits (36^8 ≈ 2.8e12
 * names, so a clash is rare and the caller just draws again). Profiles are public; the e-mail's local part
 * was the default once and told every visitor the address (docs/decisions/043-account-hardening.md).
 */
export function defaultUsername(random: (max: number) => number = randomInt): string {
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += SUFFIX_ALPHABET[random(SUFFIX_ALPHABET.length)];
  const name = `${DEFAULT_USERNAME_PREFIX}${suffix}`;
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) {
    throw new Error(`default username ${name} is outside ${USERNAME_MIN}..${USERNAME_MAX}`);
  }
  return name;
}

/**
 * The public URL slug of a username (DESIGN §7: it follows the username): lower case, letters, digits and "_"
 * kept, any other run of characters made one "-". A URL-safe username is its own slug.
 */
export function slugFor(username: string): string {
  const slug = username
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
  return slug || 'user';
}

/** The attempt-th slug to try for a username: its slug, then slug-2, slug-3 … (another user may hold it). */
export function slugCandidate(username: string, attempt: number): string {
  const slug = slugFor(username);
  return attempt === 0 ? slug : `${slug}-${attempt + 1}`;
}
