import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { startFakeGiphy } from '#server/test/fake-giphy.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import { GIF_VARIANTS, type GifSearchResponse } from '#shared/schemas/gif.ts';

let database: TestDatabase;
let giphy: Awaited<ReturnType<typeof startFakeGiphy>>;
let app: TestApp;
let cookie: string;
const appWith = (gifs: { apiKey: string | undefined; apiBase?: string; rateLimitMax?: number }) =>
  createTestApp(database, {
    gifs: { apiBase: giphy.base, rateLimitMax: 100, allowLoopback: true, ...gifs },
  });

beforeAll(async () => {
  database = await createTestDatabase();
  giphy = await startFakeGiphy();
  app = appWith({ apiKey: giphy.key });
  cookie = (await signUp(app)).cookie;
});
afterAll(async () => {
  await giphy.close();
  await database.destroy();
});

const post = (target: TestApp, body: unknown, who: string | null = cookie) =>
  send(target, '/api/functions/gif-proxy', { body, cookie: who ?? undefined });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('gif-proxy', () => {
  it('searches GIPHY with the server key and returns the six variants through the media proxy', async () => {
    const response = await post(app, { endpoint: 'search', query: ' cats ', limit: '50' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as GifSearchResponse;
    expect(body.data).toHaveLength(24);
    const first = body.data[0]!;
    expect(first).toMatchObject({ id: 'cats-0', title: 'cats GIF 1' });
    expect(Object.keys(first.images).sort()).toEqual([...GIF_VARIANTS].sort());
    expect(first.images.fixed_width).toMatchObject({ width: 200, height: 150, size: 80_000 });
    expect(first.images.fixed_width.url).toMatch(/^\/api\/functions\/gif-proxy\/media\?/);
    const upstream = giphy.requests.at(-1)!;
    expect(upstream.pathname).toBe('/v1/gifs/search');
    expect(upstream.searchParams.get('api_key')).toBe(giphy.key);
    expect(upstream.searchParams.get('q')).toBe('cats');
    expect(upstream.searchParams.get('limit')).toBe('50');

    const media = await send(app, first.images.fixed_width.url, { cookie });
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/gif');
    const bytes = new Uint8Array(await media.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 6)).toString('ascii')).toBe('GIF89a');
    expect(bytes.length).toBe(80_000);
    const head = await send(app, first.images.fixed_width.url, { cookie, method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('80000');
  });

  it('serves trending through the GET fallback (endpoint, q, limit)', async () => {
    const response = await send(app, '/api/functions/gif-proxy?endpoint=trending&limit=50', {
      cookie,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as GifSearchResponse).data[0]?.id).toBe('trending-0');
    expect(giphy.requests.at(-1)?.pathname).toBe('/v1/gifs/trending');
    const search = await send(app, '/api/functions/gif-proxy?endpoint=search&q=dogs&limit=5', {
      cookie,
    });
    expect(((await search.json()) as GifSearchResponse).data).toHaveLength(5);
  });

  it('refuses visitors (401) and media addresses it did not sign (403)', async () => {
    expect((await post(app, { endpoint: 'trending' }, null)).status).toBe(401);
    const forged = await send(
      app,
      `/api/functions/gif-proxy/media?url=${encodeURIComponent('http://127.0.0.1:1/x.gif')}&sig=abc`,
      { cookie },
    );
    expect(forged.status).toBe(403);
  });

  it('passes on only raster images: provider media that answer 404, HTML or SVG become 502', async () => {
    for (const term of ['gone', 'page', 'svg']) {
      const found = (await (
        await post(app, { endpoint: 'search', query: term })
      ).json()) as GifSearchResponse;
      const media = await send(app, found.data[0]!.images.original.url, { cookie });
      expect(media.status).toBe(502);
      expect(media.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('answers 503 with a message a user can act on when no key is configured', async () => {
    const noKey = appWith({ apiKey: undefined });
    const response = await post(noKey, { endpoint: 'trending' });
    expect(response.status).toBe(503);
    const error = await errorOf(response);
    expect(error).toEqual({ code: 'gif_search_unavailable', message: GIF_MESSAGES.missingKey });
    expect(error.message).toBe(
      'GIF search is not set up on this site. Choose an image from your device instead.',
    );
    const status = await send(noKey, '/api/functions/gif-proxy/status');
    expect(await status.json()).toEqual({ configured: false });
    expect(await (await send(app, '/api/functions/gif-proxy/status')).json()).toEqual({
      configured: true,
    });
  });

  it('turns a rejected key into 502 that tells the user GIF search is not working and what to do', async () => {
    const response = await post(appWith({ apiKey: 'wrong-key' }), { endpoint: 'trending' });
    expect(response.status).toBe(502);
    const { message } = await errorOf(response);
    expect(message).toBe(GIF_MESSAGES.rejectedKey);
    expect(message).toMatch(/not working.*choose an image from your device/i);
  });

  it("passes a provider's 502 on as a text a user can act on, not a status line", async () => {
    const down = await post(app, { endpoint: 'search', query: 'down' });
    expect(down.status).toBe(502);
    const { message } = await errorOf(down);
    expect(message).toBe(
      'GIPHY is not answering properly right now (error 502). Try again in a minute, or choose an image from your device instead.',
    );
    expect(message).not.toMatch(/proxy|GET|README/);
  });

  it('turns upstream failures into 502 with a clear message', async () => {
    const failing = await post(app, { endpoint: 'search', query: 'broken' });
    expect(failing.status).toBe(502);
    expect(await errorOf(failing)).toEqual({
      code: 'upstream_error',
      message: GIF_MESSAGES.upstreamFailed(500),
    });
    const unreachable = await post(appWith({ apiKey: 'k', apiBase: 'http://127.0.0.1:9/v1' }), {
      endpoint: 'trending',
    });
    expect(unreachable.status).toBe(502);
    expect((await errorOf(unreachable)).message).toBe(GIF_MESSAGES.upstreamUnreachable);
  });

  it('rejects a bad endpoint and a search without a query (400)', async () => {
    expect((await post(app, { endpoint: 'random' })).status).toBe(400);
    const blank = await post(app, { endpoint: 'search', query: '   ' });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toBe(GIF_MESSAGES.missingQuery);
  });

  it('rate limits each user (429) without touching other users', async () => {
    const limited = appWith({ apiKey: giphy.key, rateLimitMax: 2 });
    const first = (await signUp(limited)).cookie;
    const second = (await signUp(limited)).cookie;
    expect((await post(limited, { endpoint: 'trending' }, first)).status).toBe(200);
    expect((await post(limited, { endpoint: 'trending' }, first)).status).toBe(200);
    const refused = await post(limited, { endpoint: 'trending' }, first);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).message).toBe(GIF_MESSAGES.rateLimited);
    expect((await post(limited, { endpoint: 'trending' }, second)).status).toBe(200);
  });
});
