import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import { GIF_SEARCH } from '#shared/limits.ts';
import type { GifProxyRequest, GifResult, GifSearchResponse } from '#shared/schemas/gif.ts';
import { apiResponse } from '#web/lib/api/request.ts';

export const GIF_PROXY_PATH = '/api/functions/gif-proxy' as const;

export interface GifRequest {
  endpoint: 'search' | 'trending';
  /** Search only. */
  query?: string;
}

const listOf = (body: unknown): GifResult[] | null => {
  const data = (body as Partial<GifSearchResponse> | null)?.data;
  return Array.isArray(data) ? data : null;
};

async function viaPost(request: GifRequest): Promise<GifResult[] | null> {
  const response = await apiResponse(GIF_PROXY_PATH, {
    method: 'POST',
    json: {
      endpoint: request.endpoint,
      ...(request.endpoint === 'search' ? { query: request.query } : {}),
      limit: String(GIF_SEARCH.fetchCount),
    } satisfies GifProxyRequest,
  });
  if (!response.ok) throw new Error(`GIF proxy POST failed: ${response.status}`);
  return listOf(await response.json());
}

async function viaGet(request: GifRequest): Promise<GifResult[]> {
  const params = new URLSearchParams({ endpoint: request.endpoint });
  if (request.endpoint === 'search') params.set('q', request.query ?? '');
  params.set('limit', String(GIF_SEARCH.fetchCount));
  const response = await apiResponse(`${GIF_PROXY_PATH}?${params.toString()}`);
  if (!response.ok) {
    // The server's own message is written for users; spec §7's technical text stays as the cause, for logs.
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    const cause = GIF_MESSAGES.proxyGetFailed(response.status, response.statusText);
    throw new Error(body?.error?.message ?? GIF_MESSAGES.searchDown(response.status), { cause });
  }
  return listOf(await response.json()) ?? [];
}

/** Spec §7: POST first; if it errors or returns nothing, GET with endpoint, q and limit. */
export async function searchGifs(request: GifRequest): Promise<GifResult[]> {
  try {
    const list = await viaPost(request);
    if (list && list.length > 0) return list;
  } catch {
    // Fall through to the GET form of the same proxy.
  }
  return viaGet(request);
}
