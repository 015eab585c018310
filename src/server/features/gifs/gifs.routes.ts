import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { validateJson } from '#server/lib/validate-json.ts';
import { requireSession } from '#server/middleware/session.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { gifProxyRequestSchema, type GifStatus } from '#shared/schemas/gif.ts';
import { fetchMedia, mediaProxyUrl, verifiedMediaUrl } from './gif-media.ts';
import { searchGifs } from './giphy.service.ts';
import { gifRateLimiter } from './rate-limit.ts';

export interface GifSettings {
  apiKey: string | undefined;
  apiBase: string;
  rateLimitMax: number;
}

/** POST / GET /api/functions/gif-proxy, its media proxy and whether GIF search is configured. */
export function gifRoutes(deps: { auth: Auth; secret: string; gifs: GifSettings }) {
  const settings = {
    apiKey: deps.gifs.apiKey,
    apiBase: deps.gifs.apiBase,
    mediaUrl: (url: string) => mediaProxyUrl(deps.secret, url),
  };
  const limit = gifRateLimiter(deps.gifs.rateLimitMax);
  const status: GifStatus = { configured: Boolean(deps.gifs.apiKey) };

  return new Hono<AppEnv>()
    .get('/functions/gif-proxy/status', (c) => c.json(status))
    .get('/functions/gif-proxy/media', requireSession(deps.auth), async (c) => {
      const url = verifiedMediaUrl(deps.secret, c.req.query('url'), c.req.query('sig'));
      return fetchMedia(url, c.req.method === 'HEAD' ? 'HEAD' : 'GET');
    })
    .post(
      '/functions/gif-proxy',
      requireSession(deps.auth),
      validateJson(gifProxyRequestSchema),
      async (c) => {
        limit(c.get('user').id);
        return c.json(await searchGifs(settings, c.req.valid('json')), 200);
      },
    )
    .get('/functions/gif-proxy', requireSession(deps.auth), async (c) => {
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
      limit(c.get('user').id);
      return c.json(await searchGifs(settings, parsed.data), 200);
    });
}
