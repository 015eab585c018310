import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/lib/app-env.ts';

/** Longest incoming id kept. */
const MAX_LENGTH = 200;
/**
 * The characters a load balancer's id is made of: HAProxy's unique-id-format uses `:` `_` and `.`, nginx's
 * $request_id is hex, others use base64 (`+` `/` `=`). No space, quote, `;` or control character, so the id can
 * neither break the echoed header nor a log line.
 */
const KEPT_ID = /^[\w\-.:+/=@]+$/;

/**
 * X-Request-Id: a valid incoming id (a load balancer's) is kept and echoed back, so its access log and ours
 * can be joined (issue 31); otherwise the request gets a random UUID. Hono's own middleware keeps only
 * `[\w=-]`, which replaced HAProxy's ids.
 */
export function requestIds(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id =
      incoming && incoming.length <= MAX_LENGTH && KEPT_ID.test(incoming)
        ? incoming
        : crypto.randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
  };
}
