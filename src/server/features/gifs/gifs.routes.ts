import { Hono, type Context } from 'hono';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { requireSession } from '#server/middleware/session.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { GIF_MEDIA_MAX_BYTES } from '#shared/gif-media.ts';
import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import { gifProxyRequestSchema, type GifStatus } from '#shared/schemas/gif.ts';
import { fetchMedia } from './gif-media.ts';
import { mediaProxyUrl, verifiedMediaUrl } from './gif-media-url.ts';
import { searchGifs, type GifQuery } from './giphy.service.ts';
import { GifRateLimiter } from './rate-limit.ts';

export interface GifSettings {
  apiKey: string | undefined;
  apiBase: string;
  rateLimitMax: number;
  /** Test-only (GIF_MEDIA_ALLOW_LOOPBACK): media may come from loopback, where tests run the fake GIPHY. */
  allowLoopback?: boolean;
}

/** POST / GET /api/functions/gif-proxy, its media proxy and whether GIF search is configured. */
export function gifRoutes(deps: { auth: Auth; secret: string; gifs: GifSettings }) {
  const searches = new GifRateLimiter();
  const media = new GifRateLimiter();
  const status: GifStatus = { configured: Boolean(deps.gifs.apiKey) };

  /** One search for the signed-in user: its media addresses are signed for that user (decision 041). */
  const search = async (c: Context, userId: string, query: GifQuery) => {
    searches.take(c, userId, deps.gifs.rateLimitMax, GIF_MESSAGES.rateLimited);
    const now = Date.now();
    const settings = {
      apiKey: deps.gifs.apiKey,
      apiBase: deps.gifs.apiBase,
      mediaUrl: (url: string) => mediaProxyUrl(deps.secret, userId, url, now),
    };
    return c.json(await searchGifs(settings, query), 200);
  };

  return new Hono<AppEnv>()
    .get('/functions/gif-proxy/status', (c) => c.json(status))
    .get('/functions/gif-proxy/media', requireSession(deps.auth), async (c) => {
      const userId = c.get('user').id;
      const limit = c.get('limits').GIF_MEDIA_PER_USER_PER_MINUTE;
      media.take(c, userId, limit, GIF_MESSAGES.mediaRateLimited);
      const now = Date.now();
      const { url, expires } = verifiedMediaUrl(deps.secret, userId, c.req.query(), now);
      return fetchMedia(url, c.req.method === 'HEAD' ? 'HEAD' : 'GET', {
        allowLoopback: deps.gifs.allowLoopback ?? false,
        maxBytes: GIF_MEDIA_MAX_BYTES,
        maxAgeSeconds: Math.floor((expires - now) / 1000),
      });
    })
    .post(
      '/functions/gif-proxy',
      requireSession(deps.auth),
      validateJson(gifProxyRequestSchema),
      (c) => search(c, c.get('user').id, c.req.valid('json')),
    )
    .get('/functions/gif-proxy', requireSession(deps.auth), (c) => {
      // The GET fallback names the query `q` (spec §7).
      const parsed = gifProxyRequestSchema.safeParse({
        endpoint: c.req.query('endpoint'),
        query: c.req.query('q'),
        limit: c.req.query('limit'),
      });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Invalid input';
        throw new HttpError(400, ERROR_CODES.validation, message);
      }
      return search(c, c.get('user').id, parsed.data);
    });
}
