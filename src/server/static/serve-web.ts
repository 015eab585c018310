import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createMiddleware } from 'hono/factory';
import { safeDecode } from '#server/lib/safe-decode.ts';
import { isAppRoute } from '#shared/routes.ts';
import { chooseVariant, readStaticFiles, REVALIDATE, staticHeaders } from './static-files.ts';

/**
 * Serves the built web app: files from `distDir` (precompressed brotli/gzip copies when the client accepts
 * them), and index.html for every other GET so that client routes work on reload. Paths that are not app
 * routes get index.html with status 404 (the app shows its 404 page). The production server answers most
 * file requests before the app (lean-static-server.ts); this serves the rest, and index.html with the
 * security headers.
 */
export function serveWeb(distDir: string) {
  const files = readStaticFiles(distDir);
  const indexFile = files.get('/index.html');
  const bodies = new Map<string, Buffer>();

  return createMiddleware(async (c, next) => {
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
    return c.body(new Uint8Array(body), route ? 200 : 404);
  });
}
