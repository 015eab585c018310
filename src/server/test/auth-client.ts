import { randomInt, randomUUID } from 'node:crypto';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** `Cookie` header value, as made by cookieHeader(). */
  cookie?: string;
  /** The client's address as the server sees it (rate limits key on it); random when omitted. */
  ip?: string;
  /** Origin header; the site's own unless given (null: none). */
  origin?: string | null;
  headers?: Record<string, string>;
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A request the way a browser on the site sends it: JSON, Origin, cookies, from an address. */
export function send(app: TestApp, path: string, options: RequestOptions = {}) {
  const headers = new Headers(options.headers);
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;
  if (origin !== null) headers.set('origin', origin);
  if (options.cookie) headers.set('cookie', options.cookie);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const env = { incoming: { socket: { remoteAddress: options.ip ?? randomIp() } } };
  return app.request(
    path,
    {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    },
    env,
  );
}

/** `name=value; …` of the cookies a response sets (expired ones left out), merged over earlier ones. */
export function cookieHeader(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (!value || /max-age=0\b/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export const uniqueEmail = (local = 'user') => `${local}+${randomUUID().slice(0, 8)}@example.test`;

/** Signs a new user up through the real endpoint; returns the session cookie and the user's id. */
export async function signUp(
  app: TestApp,
  email = uniqueEmail(),
  options: { password?: string; ip?: string } = {},
) {
  const response = await send(app, '/api/auth/sign-up/email', {
    body: { email, password: options.password ?? TEST_PASSWORD },
    ip: options.ip,
  });
  if (response.status !== 200) {
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  }
  const { user } = (await response.clone().json()) as { user: { id: string; email: string } };
  return { cookie: cookieHeader(response), userId: user.id, email: user.email, response };
}

export function signIn(
  app: TestApp,
  email: string,
  options: { password?: string; ip?: string; cookie?: string } = {},
) {
  return send(app, '/api/auth/sign-in/email', {
    body: { email, password: options.password ?? TEST_PASSWORD },
    ip: options.ip,
    cookie: options.cookie,
  });
}
