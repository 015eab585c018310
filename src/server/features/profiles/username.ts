import { USERNAME_MAX, USERNAME_MIN } from '#shared/limits.ts';

const SEQUENTIAL_SUFFIXES = 9;

/** A new user's username before uniqueness: the e-mail's local part in [a-z0-9_], 3 to 50 characters. */
export function usernameBase(email: string): string {
  const local = email.slice(0, Math.max(email.lastIndexOf('@'), 0)) || email;
  const sanitised = local
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const padded =
    sanitised.length >= USERNAME_MIN ? sanitised : sanitised ? `${sanitised}_user` : 'user';
  return padded.slice(0, USERNAME_MAX);
}

/**
 * The attempt-th candidate for a base: the base itself, then base2 … base10, then random numbers (so that a
 * popular name does not cost one query per existing namesake). Always within the length limit.
 */
export function usernameCandidate(base: string, attempt: number, random = Math.random): string {
  if (attempt === 0) return base;
  const suffix =
    attempt <= SEQUENTIAL_SUFFIXES
      ? String(attempt + 1)
      : String(Math.floor(1_000 + random() * 999_000));
  return `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
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
