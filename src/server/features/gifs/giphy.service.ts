import { ERROR_CODES } from '#shared/errors.ts';
import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import {
  GIF_VARIANTS,
  type GifImage,
  type GifResult,
  type GifSearchResponse,
  type GifVariant,
} from '#shared/schemas/gif.ts';
import { HttpError } from '#server/lib/http-error.ts';

export interface GiphySettings {
  /** Undefined: GIF search is off and the proxy answers 503 gif_search_unavailable. */
  apiKey: string | undefined;
  /** The API base, e.g. the public one from config.ts, or a fake on loopback in tests. */
  apiBase: string;
  /** Turns a provider media URL into the address the browser loads it from (the media proxy). */
  mediaUrl: (providerUrl: string) => string;
}

export interface GifQuery {
  endpoint: 'search' | 'trending';
  query?: string;
  limit: number;
}

const UPSTREAM_TIMEOUT_MS = 10_000;

/** GIPHY sends numbers as text ("200"); missing or bad values become 0 / undefined. */
const toNumber = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

function mapImage(raw: unknown, settings: GiphySettings): GifImage | null {
  if (!raw || typeof raw !== 'object') return null;
  const image = raw as Record<string, unknown>;
  if (typeof image.url !== 'string' || !/^https?:\/\//.test(image.url)) return null;
  const size = toNumber(image.size);
  return {
    url: settings.mediaUrl(image.url),
    width: toNumber(image.width) ?? 0,
    height: toNumber(image.height) ?? 0,
    ...(size === undefined ? {} : { size }),
  };
}

/** One GIPHY item → spec §3's GIF search result; null when a variant is missing. */
function mapResult(raw: unknown, settings: GiphySettings): GifResult | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as { id?: unknown; title?: unknown; images?: Record<string, unknown> };
  if (typeof item.id !== 'string' || !item.images) return null;
  const images = {} as Record<GifVariant, GifImage>;
  for (const variant of GIF_VARIANTS) {
    const image = mapImage(item.images[variant], settings);
    if (!image) return null;
    images[variant] = image;
  }
  return { id: item.id, title: typeof item.title === 'string' ? item.title : '', images };
}

/** Calls GIPHY's search or trending endpoint; every failure becomes an HttpError with a clear message. */
export async function searchGifs(
  settings: GiphySettings,
  query: GifQuery,
): Promise<GifSearchResponse> {
  if (!settings.apiKey) {
    throw new HttpError(503, ERROR_CODES.gifSearchUnavailable, GIF_MESSAGES.missingKey);
  }
  const url = new URL(`${settings.apiBase}/${query.endpoint}`);
  url.searchParams.set('api_key', settings.apiKey);
  url.searchParams.set('limit', String(query.limit));
  url.searchParams.set('rating', 'g');
  if (query.endpoint === 'search') url.searchParams.set('q', (query.query ?? '').trim());

  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, ERROR_CODES.upstream, GIF_MESSAGES.upstreamUnreachable);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new HttpError(502, ERROR_CODES.upstream, GIF_MESSAGES.rejectedKey);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new HttpError(502, ERROR_CODES.upstream, GIF_MESSAGES.upstreamFailed(response.status));
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new HttpError(502, ERROR_CODES.upstream, GIF_MESSAGES.upstreamFailed(response.status));
  }
  const list = (body as { data?: unknown }).data;
  if (!Array.isArray(list)) {
    throw new HttpError(502, ERROR_CODES.upstream, GIF_MESSAGES.upstreamFailed(response.status));
  }
  const data = list
    .map((item) => mapResult(item, settings))
    .filter((item): item is GifResult => item !== null);
  return { data };
}
