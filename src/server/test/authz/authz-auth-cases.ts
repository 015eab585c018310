import { eq } from 'drizzle-orm';
import { sessions } from '#server/db/schema.ts';
import { TEST_PASSWORD } from '../auth-client.ts';
import type { AuthzTable, Case } from './authz-types.ts';

/** better-auth's endpoints that act on a user's data, under its two router entries. */
const auth = (name: string, expect: Case['expect'], call: Case['call'], fresh = true): Case => ({
  target: 'self',
  name,
  expect,
  call,
  fresh,
});
const ownAuth = { visitor: 401, other: 200, owner: 200 };

export const AUTH_CASES: AuthzTable = {
  'GET /api/auth/*': [
    auth('get-session', { visitor: 200, other: 200, owner: 200 }, () => ({
      method: 'GET',
      path: '/api/auth/get-session',
    })),
    auth('list-sessions', ownAuth, () => ({ method: 'GET', path: '/api/auth/list-sessions' })),
  ],
  'POST /api/auth/*': [
    auth('update-user', ownAuth, () => ({
      method: 'POST',
      path: '/api/auth/update-user',
      body: { name: 'Renamed' },
    })),
    auth('change-password', ownAuth, () => ({
      method: 'POST',
      path: '/api/auth/change-password',
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' },
    })),
    auth('two-factor/enable', ownAuth, () => ({
      method: 'POST',
      path: '/api/auth/two-factor/enable',
      body: { password: TEST_PASSWORD },
    })),
    auth('two-factor/disable', ownAuth, () => ({
      method: 'POST',
      path: '/api/auth/two-factor/disable',
      body: { password: TEST_PASSWORD },
    })),
    // Signing out without a session answers success and changes nothing.
    auth('sign-out', { visitor: 200, other: 200, owner: 200 }, () => ({
      method: 'POST',
      path: '/api/auth/sign-out',
    })),
    auth('revoke-other-sessions', ownAuth, () => ({
      method: 'POST',
      path: '/api/auth/revoke-other-sessions',
    })),
    // The owner's own session token, sent by each: better-auth answers the other user 200 too, but only the
    // owner's request ends it (the owner's sessions are part of the state checked after each attempt).
    auth('revoke-session', { visitor: 401, other: 200, owner: 200 }, async ({ db, world }) => {
      const [row] = await db
        .select({ token: sessions.token })
        .from(sessions)
        .where(eq(sessions.userId, world.owner.userId));
      return { method: 'POST', path: '/api/auth/revoke-session', body: { token: row!.token } };
    }),
  ],
};
