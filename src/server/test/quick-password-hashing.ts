import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHashing } from '#server/lib/auth.ts';

/**
 * The in-process test apps' password hash (decision 072 addendum 2): scrypt at a tiny cost, about 0.2 ms
 * instead of the product's ~50 ms, for the ~1,100 accounts each server project makes. Never used by the
 * product: main.ts has no way to choose it. Its hashes carry their own prefix, so no product code or stored
 * row could mistake one for better-auth's `salt:key`.
 */
const PREFIX = 'test-scrypt';
const COST: ScryptOptions = { N: 1024, r: 1, p: 1 };
const KEY_BYTES = 32;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export const quickPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}$${salt}$${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [prefix, salt, key] = hash.split('$');
    if (prefix !== PREFIX || !salt || !key) return false;
    return timingSafeEqual(await derive(password, salt), Buffer.from(key, 'hex'));
  },
};
