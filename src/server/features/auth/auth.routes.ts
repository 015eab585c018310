import { Hono } from 'hono';
import type { Database } from '#server/db/client.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from '#server/lib/auth.ts';
import { SECOND_FACTOR_PATHS } from '#server/lib/auth-second-factor.ts';
import { signUpLimit } from '#server/lib/auth-sign-up-limit.ts';
import { clientIp, type TrustProxy } from '#server/lib/client-ip.ts';
import { checkAuthBody } from './auth-body-check.ts';
import { signUpLimited, withContractError } from './auth-response.ts';
import { clearCacheWhenSessionEnds } from './session-end-cache.ts';

const SIGN_UP_PATH = `${AUTH_BASE_PATH}/sign-up/email`;

/** better-auth's endpoints under /api/auth/*: sign-up/in/out, session, e-mail verification, two-factor. */
export function authRoutes(
  auth: Auth,
  { db, trustProxy, ping }: { db: Database; trustProxy: TrustProxy; ping: () => Promise<void> },
) {
  const signUps = signUpLimit(db);
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    if (c.req.method === 'POST') await checkAuthBody(c.req.raw, c.req.path);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    // Accounts per address and hour, shared by every instance (the database counts them).
    const perHour = c.get('limits').SIGNUPS_PER_ADDRESS_PER_HOUR;
    const isSignUp = c.req.method === 'POST' && c.req.path === SIGN_UP_PATH && ip !== undefined;
    const ticket = isSignUp ? await signUps.take(ip, perHour) : undefined;
    if (ticket && !ticket.ok) return signUpLimited(perHour, ticket.retryAfterSeconds);
    const response = await auth
      .handler(new Request(c.req.raw, { headers }))
      .catch(async (error: unknown) => {
        if (ticket?.ok) await signUps.give(ticket).catch(() => undefined);
        throw error;
      });
    if (ticket?.ok && response.status !== 200) await signUps.give(ticket);
    // better-auth turns some failures into its own 500 (get-session: "Failed to get session"), which hides a
    // database that is away: ask the database, and let its error become the contract's 503.
    if (response.status >= 500) await ping();
    const signedIn =
      response.status === 401 &&
      SECOND_FACTOR_PATHS.has(c.req.path.slice(AUTH_BASE_PATH.length)) &&
      (await auth.api.getSession({ headers })) !== null;
    return clearCacheWhenSessionEnds(await withContractError(response, { signedIn }));
  });
}
