import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createMiddleware } from 'hono/factory';
import { safeDecode } from '#server/lib/safe-decode.ts';
import { isAppRoute } from '#shared/routes.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Vite puts content-hashed files under /assets: they never change, so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: files from `distDir`, and index.html for every other GET so that client routes
 * work on reload. Paths that are not app routes get index.html with status 404 (the app shows its 404 page).
 */
export function serveWeb(distDir: string) {
  const root = path.resolve(distDir);
  let indexHtml: string | undefined;

  return createMiddleware(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // A malformed escape (`/%`) names no file and no app route: the app's 404 page.
    const pathname = safeDecode(c.req.path) ?? '/%';
    const filePath = path.resolve(root, `.${pathname}`);
    if (filePath.startsWith(root + path.sep) && pathname !== '/') {
      const info = await stat(filePath).catch(() => undefined);
      if (info?.isFile()) {
        const ext = path.extname(filePath);
        c.header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
        c.header('Content-Length', String(info.size));
        c.header('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
        if (c.req.method === 'HEAD') return c.body(null, 200);
        const stream = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
        return c.body(stream, 200);
      }
      if (path.extname(pathname) !== '' && !isAppRoute(pathname)) return next();
    }
    indexHtml ??= await readFile(path.join(root, 'index.html'), 'utf8');
    c.header('Cache-Control', REVALIDATE);
    return c.html(indexHtml, isAppRoute(pathname) ? 200 : 404);
  });
}
