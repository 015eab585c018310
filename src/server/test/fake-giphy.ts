import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeGif } from '../../../e2e/fixtures/gif.ts';

export const FAKE_GIPHY_KEY = 'fake-giphy-key';
const MB = 1024 * 1024;
const VARIANTS = [
  'fixed_width_still',
  'fixed_width_small',
  'fixed_width_downsampled',
  'fixed_width',
  'fixed_height',
  'original',
] as const;
type Variant = (typeof VARIANTS)[number];
const SMALL: Record<Variant, number> = {
  fixed_width_still: 2_000,
  fixed_width_small: 20_000,
  fixed_width_downsampled: 40_000,
  fixed_width: 80_000,
  fixed_height: 120_000,
  original: 300_000,
};

/**
 * What a search term makes the fake do (so browser tests need no control channel):
 * oversize — small and downsampled over 5 MB; avatar — small 3 MB (over the avatar's 2 MB); huge — every
 * variant over 5 MB; nosize — no size metadata (the client asks with HEAD); nothing — no results;
 * broken — HTTP 500; down — HTTP 502; gone — results whose media answer 404; page — media that answer with HTML;
 * redirect — media that answer 302 to the same GIF at 0.0.0.0 (which reaches this machine); chunked — every
 * variant over 5 MB, sent without Content-Length; localhost — media URLs named `localhost` instead of the
 * loopback address; svg — media that answer as an SVG image with a script. Anything else: small GIFs.
 */
function sizesFor(term: string): Record<Variant, number> {
  if (term === 'oversize')
    return { ...SMALL, fixed_width_small: 6 * MB, fixed_width_downsampled: 5 * MB + 1 };
  if (term === 'avatar') return { ...SMALL, fixed_width_small: 3 * MB };
  if (term === 'huge' || term === 'chunked')
    return Object.fromEntries(VARIANTS.map((v) => [v, 6 * MB])) as Record<Variant, number>;
  return SMALL;
}

/** A GIPHY look-alike on loopback: /search, /trending (JSON) and /media/… (real GIF bytes of the stated size). */
export async function startFakeGiphy(options: { key?: string; count?: number } = {}) {
  const key = options.key ?? FAKE_GIPHY_KEY;
  const count = options.count ?? 24;
  const requests: URL[] = [];
  /** Paths of the media requests that reached the fake (tests check what the proxy fetched). */
  const mediaRequests: string[] = [];
  const gifs = new Map<number, Buffer>();
  const gifOfSize = (bytes: number) => {
    let gif = gifs.get(bytes);
    if (!gif) gifs.set(bytes, (gif = makeGif({ width: 40, height: 30, minBytes: bytes })));
    return gif;
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const media = /^\/media\/([^/]+)\/(\d+)\/(\w+)\.gif$/.exec(url.pathname);
    if (media) {
      mediaRequests.push(url.pathname);
      if (media[1] === 'redirect') {
        const port = (server.address() as AddressInfo).port;
        response.writeHead(302, {
          location: `http://0.0.0.0:${port}/media/target/${media[2]}/x.gif`,
        });
        return response.end();
      }
      if (media[1] === 'gone') return json(404, { message: 'Not found' });
      if (media[1] === 'svg') {
        response.writeHead(200, { 'content-type': 'image/svg+xml' });
        return response.end(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        );
      }
      if (media[1] === 'page') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<!doctype html><script>alert(1)</script>');
      }
      const gif = gifOfSize(Number(media[2]));
      if (media[1] === 'chunked') {
        response.writeHead(200, { 'content-type': 'image/gif' });
        if (request.method === 'HEAD') return response.end();
        for (let at = 0; at < gif.length; at += 64 * 1024)
          response.write(gif.subarray(at, at + 64 * 1024));
        return response.end();
      }
      response.writeHead(200, { 'content-type': 'image/gif', 'content-length': gif.length });
      return response.end(request.method === 'HEAD' ? undefined : gif);
    }
    const endpoint = url.pathname.replace(/^.*\//, '');
    if (endpoint !== 'search' && endpoint !== 'trending')
      return json(404, { message: 'Not found' });
    requests.push(url);
    if (url.searchParams.get('api_key') !== key) return json(401, { message: 'Invalid API key' });
    const term = endpoint === 'search' ? (url.searchParams.get('q') ?? '') : 'trending';
    if (term === 'broken') return json(500, { message: 'Internal error' });
    if (term === 'down') return json(502, { message: 'Bad gateway' });
    if (term === 'nothing') return json(200, { data: [], pagination: { count: 0 } });
    const sizes = sizesFor(term);
    const host = term === 'localhost' ? 'localhost' : '127.0.0.1';
    const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 25), count);
    const data = Array.from({ length: limit }, (_, i) => ({
      type: 'gif',
      id: `${term}-${i}`,
      title: `${term} GIF ${i + 1}`,
      images: Object.fromEntries(
        VARIANTS.map((variant) => [
          variant,
          {
            url: `${origin}/media/${term}/${sizes[variant]}/${variant}.gif`,
            width: variant === 'fixed_height' ? '267' : '200',
            height: '150',
            ...(term === 'nosize' ? {} : { size: String(sizes[variant]) }),
          },
        ]),
      ),
    }));
    json(200, { data, pagination: { count: data.length } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/gifs`;
  return {
    base,
    key,
    requests,
    mediaRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
