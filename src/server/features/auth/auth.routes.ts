import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/app-env.ts';
import { CLIENT_IP_HEADER, type Auth } from '#server/lib/auth.ts';
import { clientIp } from '#server/lib/client-ip.ts';
import { checkAuthBody } from './auth-body-check.ts';
import { withContractError } from './auth-response.ts';

/** better-auth's endpoints under /api/auth/*: sign-up/in/out, session, e-mail verification, two-factor. */
export function authRoutes(auth: Auth, { trustProxy }: { trustProxy: boolean }) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    if (c.req.method === 'POST') await checkAuthBody(c.req.raw, c.req.path);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    return withContractError(response);
  });
}
