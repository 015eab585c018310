import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

interface NodeBindings {
  incoming?: { complete?: unknown };
}

/** True when the request declared a body that has not all arrived (the answer came before it). */
function bodyLeftUnread(c: Context): boolean {
  const complete = (c.env as NodeBindings | undefined)?.incoming?.complete;
  if (typeof complete !== 'boolean') return false;
  const declared = Number(c.req.header('content-length') ?? 0) > 0;
  return (declared || c.req.header('transfer-encoding') !== undefined) && !complete;
}

/**
 * An answer given before the request's body was read (413 for a declared size, 401 or 429 before an upload,
 * any refusal) leaves the connection in the middle of that body: it says `Connection: close`, so no client or
 * proxy sends another request on it, and Node closes the connection once the answer is out.
 */
export const closeAfterUnreadBody = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status !== 413 && !bodyLeftUnread(c)) return;
  try {
    c.res.headers.set('connection', 'close');
  } catch {
    // Headers of a response made elsewhere may be immutable: copy them.
    const headers = new Headers(c.res.headers);
    headers.set('connection', 'close');
    c.res = new Response(c.res.body, { status: c.res.status, headers });
  }
});
