import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  ACCESS_TOKEN_PREFIX,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_TOKEN_PREFIX,
} from '#shared/remote.ts';

export type RemoteTokenKind = 'access' | 'pairing';

/** SHA-256 hex: the only form a token or a pairing code is stored in (decision 059). */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new bearer token: 32 random bytes, base64url, behind its kind's prefix. */
export const newToken = (kind: RemoteTokenKind) =>
  (kind === 'access' ? ACCESS_TOKEN_PREFIX : PAIRING_TOKEN_PREFIX) +
  randomBytes(32).toString('base64url');

/** The kind a token claims by its prefix, or null for anything that is not one of ours. */
export function tokenKind(token: string): RemoteTokenKind | null {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  if (token.startsWith(ACCESS_TOKEN_PREFIX)) return 'access';
  return token.startsWith(PAIRING_TOKEN_PREFIX) ? 'pairing' : null;
}

/** A new pairing code: PAIRING_CODE_LENGTH characters of the alphabet, unbiased. */
export const newPairingCode = () =>
  Array.from(
    { length: PAIRING_CODE_LENGTH },
    () => PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)],
  ).join('');

/** A code as typed (any case, dashes or spaces): its canonical form, or null when it cannot be one. */
export function normaliseCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== PAIRING_CODE_LENGTH) return null;
  return [...code].every((char) => PAIRING_CODE_ALPHABET.includes(char)) ? code : null;
}

/** As the desktop shows it: two groups of four. */
export const displayCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The phone's browser as its user agent names it, short ("Safari on iPhone"), for the owner's list. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser =
    [
      ['Edg/', 'Edge'],
      ['Firefox/', 'Firefox'],
      ['FxiOS', 'Firefox'],
      ['SamsungBrowser', 'Samsung Internet'],
      ['CriOS', 'Chrome'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([mark]) => ua.includes(mark!))?.[1] ?? 'A browser';
  const system = [
    ['iPhone', 'iPhone'],
    ['iPad', 'iPad'],
    ['Android', 'Android'],
    ['Windows', 'Windows'],
    ['Mac OS X', 'Mac'],
    ['CrOS', 'ChromeOS'],
    ['Linux', 'Linux'],
  ].find(([mark]) => ua.includes(mark!))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
