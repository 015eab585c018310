import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createMiddleware } from 'hono/factory';
import { safeDecode } from '#server/lib/safe-decode.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import { isAppRoute } from '#shared/routes.ts';
import type { FirstContent, PageRequest } from './first-content.ts';
import { compressPage, hasFirstContentSlot, pageHtml } from './page-html.ts';
import { chooseVariant, readStaticFiles, REVALIDATE, staticHeaders } from './static-files.ts';

/** Rendered pages depend on the data and on the session cookie: never kept by a shared cache. */
export const RENDERED_PAGE_CACHE = 'private, no-cache';

/**
 * Serves the built web app: files from `distDir` (precompressed brotli/gzip copies when the client accepts
 * them), and index.html for every other GET so that client routes work on reload. Paths that are not app
 * routes get index.html with status 404 (the app shows its 404 page). The production server answers most
 * file requests before the app (lean-static-server.ts); this serves the rest, and index.html with the
 * security headers. With `firstContentOf`, a page it knows gets its first content rendered into the HTML
 * (decision 021); any other page, or when that fails, the plain shell.
 */
export function serveWeb(
  distDir: string,
  firstContentOf?: (page: PageRequest) => Promise<FirstContent | null>,
) {
  const files = readStaticFiles(distDir);
  const indexFile = files.get('/index.html');
  const bodies = new Map<string, Buffer>();
  let template: string | null | undefined;

  const renderedPage = async (page: PageRequest, log: AppEnv['Variables']['logger']) => {
    if (!firstContentOf || !indexFile) return null;
    template ??= await readFile(indexFile.identity.file, 'utf8');
    if (!hasFirstContentSlot(template)) return null;
    try {
      const content = await firstContentOf(page);
      return content && pageHtml(template, content);
    } catch (error) {
      // The database is away, say: the plain shell still starts the app, which shows the error.
      log.warn({ err: error }, 'first content not rendered');
      return null;
    }
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const pathname = safeDecode(c.req.path);
    const file = pathname && pathname !== '/' ? files.get(pathname) : undefined;
    if (file) {
      const variant = chooseVariant(file, c.req.header('accept-encoding'));
      for (const [name, value] of Object.entries(staticHeaders(file, variant)))
        c.header(name, value);
      if (c.req.method === 'HEAD') return c.body(null, 200);
      const stream = Readable.toWeb(createReadStream(variant.file)) as ReadableStream<Uint8Array>;
      return c.body(stream, 200);
    }
    const route = pathname !== null && isAppRoute(pathname);
    if (pathname !== null && path.extname(pathname) !== '' && !route) return next();
    if (!indexFile) return next();
    const url = new URL(c.req.url);
    const rendered =
      route && c.req.method === 'GET'
        ? await renderedPage(
            { pathname, search: url.search, cookie: c.req.header('cookie') },
            c.get('logger'),
          )
        : null;
    if (rendered) {
      const { body, encoding } = compressPage(rendered, c.req.header('accept-encoding'));
      c.header('Content-Type', 'text/html; charset=utf-8');
      c.header('Cache-Control', RENDERED_PAGE_CACHE);
      c.header('Vary', 'Accept-Encoding, Cookie');
      c.header('X-Content-Type-Options', 'nosniff');
      if (encoding) c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(body), 200);
    }
    const variant = chooseVariant(indexFile, c.req.header('accept-encoding'));
    let body = bodies.get(variant.file);
    if (!body) {
      body = await readFile(variant.file);
      bodies.set(variant.file, body);
    }
    for (const [name, value] of Object.entries(staticHeaders(indexFile, variant))) {
      c.header(name, value);
    }
    c.header('Cache-Control', REVALIDATE);
    if (firstContentOf && route) c.header('Vary', 'Accept-Encoding, Cookie');
    return c.body(new Uint8Array(body), route ? 200 : 404);
  });
}
