import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/app-env.ts';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from '#server/lib/auth.ts';
import { SECOND_FACTOR_PATHS } from '#server/lib/auth-second-factor.ts';
import { clientIp } from '#server/lib/client-ip.ts';
import { checkAuthBody } from './auth-body-check.ts';
import { withContractError } from './auth-response.ts';

/** better-auth's endpoints under /api/auth/*: sign-up/in/out, session, e-mail verification, two-factor. */
export function authRoutes(
  auth: Auth,
  { trustProxy, ping }: { trustProxy: boolean; ping: () => Promise<void> },
) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    if (c.req.method === 'POST') await checkAuthBody(c.req.raw, c.req.path);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    // better-auth turns some failures into its own 500 (get-session: "Failed to get session"), which hides a
    // database that is away: ask the database, and let its error become the contract's 503.
    if (response.status >= 500) await ping();
    const signedIn =
      response.status === 401 &&
      SECOND_FACTOR_PATHS.has(c.req.path.slice(AUTH_BASE_PATH.length)) &&
      (await auth.api.getSession({ headers })) !== null;
    return withContractError(response, { signedIn });
  });
}
