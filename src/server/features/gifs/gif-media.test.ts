import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { startFakeGiphy } from '#server/test/fake-giphy.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { GIF_MEDIA_MAX_BYTES, GIF_MEDIA_URL_LIFETIME_MS } from '#shared/gif-media.ts';
import type { GifSearchResponse } from '#shared/schemas/gif.ts';

/**
 * The GIF media proxy (decision 041) against a fake GIPHY on loopback: the provider's media addresses pass the
 * same address rule as URL ingest, redirects are not followed, bytes are capped while streaming, signed
 * addresses expire and belong to the user who searched, and each user's media requests are rate limited.
 */
let database: TestDatabase;
let giphy: Awaited<ReturnType<typeof startFakeGiphy>>;
let app: TestApp;
let cookie: string;
const appWith = (allowLoopback: boolean, limits: { GIF_MEDIA_PER_USER_PER_MINUTE?: number } = {}) =>
  createTestApp(database, {
    gifs: { apiKey: giphy.key, apiBase: giphy.base, rateLimitMax: 100, allowLoopback },
    limits,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  giphy = await startFakeGiphy({ count: 2 });
  app = appWith(true);
  cookie = (await signUp(app)).cookie;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await giphy.close();
  await database.destroy();
});

/** The signed media address of the first result's variant for a search term, as the user gets it. */
async function mediaUrl(
  target: TestApp,
  term: string,
  who = cookie,
  variant: 'fixed_width' | 'original' = 'fixed_width',
) {
  const response = await send(target, '/api/functions/gif-proxy', {
    body: { endpoint: 'search', query: term },
    cookie: who,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as GifSearchResponse).data[0]!.images[variant].url;
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('GIF media proxy: where it connects', () => {
  it('refuses provider media whose name resolves to a forbidden address, and loopback without the test allowance', async () => {
    const guarded = appWith(false);
    const user = (await signUp(guarded)).cookie;
    const before = giphy.mediaRequests.length;
    for (const term of ['localhost', 'cats']) {
      const media = await send(guarded, await mediaUrl(guarded, term, user), { cookie: user });
      expect(media.status, term).toBe(502);
      expect((await errorOf(media)).code).toBe('upstream_error');
    }
    expect(giphy.mediaRequests.length).toBe(before);
    // With the test allowance, a name that resolves to loopback is fetched after the same DNS check.
    const allowed = await send(app, await mediaUrl(app, 'localhost'), { cookie });
    expect(allowed.status).toBe(200);
    expect((await allowed.arrayBuffer()).byteLength).toBe(80_000);
  });

  it('does not follow redirects: a 302 to 0.0.0.0 (this machine) is a 502 and the target is never fetched', async () => {
    const media = await send(app, await mediaUrl(app, 'redirect'), { cookie });
    expect(media.status).toBe(502);
    expect(giphy.mediaRequests.some((path) => path.startsWith('/media/target/'))).toBe(false);
    const head = await send(app, await mediaUrl(app, 'redirect'), { cookie, method: 'HEAD' });
    expect(head.status).toBe(502);
  });
});

describe('GIF media proxy: size', () => {
  it('refuses media that declare more than the cap (413) but still tells their size to HEAD', async () => {
    const url = await mediaUrl(app, 'huge');
    const media = await send(app, url, { cookie });
    expect(media.status).toBe(413);
    expect((await errorOf(media)).code).toBe('payload_too_large');
    const head = await send(app, url, { cookie, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(GIF_MEDIA_MAX_BYTES);
  });

  it('cuts off media without a length once they pass the cap', async () => {
    const media = await send(app, await mediaUrl(app, 'chunked'), { cookie });
    const reader = media.body!.getReader();
    let received = 0;
    let failed = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
      }
    } catch {
      failed = true;
    }
    expect(failed).toBe(true);
    expect(received).toBeLessThanOrEqual(GIF_MEDIA_MAX_BYTES);
  });
});

describe('GIF media proxy: signed addresses', () => {
  it('refuses forged addresses: another provider URL, a changed expiry, a made-up signature', async () => {
    const url = new URL(await mediaUrl(app, 'cats'), 'http://x');
    const tamper = async (name: string, value: string) => {
      const changed = new URL(url);
      changed.searchParams.set(name, value);
      const response = await send(app, changed.pathname + changed.search, { cookie });
      expect(response.status, name).toBe(403);
    };
    await tamper('url', url.searchParams.get('url')!.replace('cats', 'dogs'));
    await tamper('exp', String(Number(url.searchParams.get('exp')) + 86_400_000));
    await tamper('sig', 'abc');
  });

  it("refuses another user's address and visitors", async () => {
    const url = await mediaUrl(app, 'cats');
    const other = (await signUp(app)).cookie;
    expect((await send(app, url, { cookie: other })).status).toBe(403);
    expect((await send(app, url)).status).toBe(401);
    expect((await send(app, url, { cookie })).status).toBe(200);
  });

  it('refuses an address once it has expired', async () => {
    const url = await mediaUrl(app, 'cats');
    expect((await send(app, url, { cookie })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + GIF_MEDIA_URL_LIFETIME_MS * 2 });
    const expired = await send(app, url, { cookie });
    expect(expired.status).toBe(403);
    // A fresh search signs a fresh address.
    expect((await send(app, await mediaUrl(app, 'cats'), { cookie })).status).toBe(200);
  });
});

describe('GIF media proxy: rate limit', () => {
  it("answers 429 with Retry-After past a user's media requests per minute, other users unaffected", async () => {
    const limited = appWith(true, { GIF_MEDIA_PER_USER_PER_MINUTE: 3 });
    const first = (await signUp(limited)).cookie;
    const second = (await signUp(limited)).cookie;
    const url = await mediaUrl(limited, 'cats', first);
    for (let i = 0; i < 3; i++)
      expect((await send(limited, url, { cookie: first })).status).toBe(200);
    const refused = await send(limited, url, { cookie: first });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).code).toBe('rate_limited');
    const theirs = await mediaUrl(limited, 'cats', second);
    expect((await send(limited, theirs, { cookie: second })).status).toBe(200);
  });
});
