import { createMiddleware } from 'hono/factory';
import { containsNul, inspectJson } from '#server/lib/nul.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { INPUT_MESSAGES } from '#shared/input-messages.ts';
import { JSON_BODY_MAX_BYTES, JSON_MAX_DEPTH } from '#shared/limits.ts';

const tooLarge = () => new HttpError(413, ERROR_CODES.tooLarge, INPUT_MESSAGES.bodyTooLarge);
const hasNul = () => new HttpError(400, ERROR_CODES.validation, INPUT_MESSAGES.nulCharacter);

const isMultipart = (contentType: string | undefined) =>
  contentType?.toLowerCase().startsWith('multipart/form-data') ?? false;
const isJson = (contentType: string | undefined) =>
  /^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '');

/** Reads at most `max` bytes of a body as it streams in; one byte more is a 413 (also without Content-Length). */
export async function readCappedBody(body: ReadableStream<Uint8Array>, max: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The gate every /api request passes before anything reads it (DESIGN §6):
 * - a body that is not a multipart upload is capped at JSON_BODY_MAX_BYTES (413), better-auth's included;
 *   upload routes cap multipart bodies themselves (uploadBodyLimit);
 * - a JSON body that does not parse is a 400, and so is U+0000 anywhere in it or in the query string,
 *   and nesting deeper than JSON_MAX_DEPTH (recursive code further on must not run out of stack).
 * The body read here is handed on unchanged, so routes and better-auth read it as usual.
 */
export const apiInputGuard = createMiddleware(async (c, next) => {
  const query = new URL(c.req.url).search;
  if (query && [...new URLSearchParams(query)].some(([k, v]) => containsNul([k, v]))) {
    throw hasNul();
  }
  if (/%00/.test(new URL(c.req.url).pathname)) throw hasNul();
  const contentType = c.req.header('content-type');
  const raw = c.req.raw;
  if (!raw.body || isMultipart(contentType)) return next();
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > JSON_BODY_MAX_BYTES) throw tooLarge();
  const bytes = await readCappedBody(raw.body, JSON_BODY_MAX_BYTES);
  if (isJson(contentType) && bytes.byteLength > 0) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw new HttpError(400, ERROR_CODES.validation, INPUT_MESSAGES.invalidJson);
    }
    const { hasNul: nul, depth } = inspectJson(parsed);
    if (nul) throw hasNul();
    if (depth > JSON_MAX_DEPTH) {
      throw new HttpError(400, ERROR_CODES.validation, INPUT_MESSAGES.tooDeep);
    }
  }
  c.req.raw = new Request(raw, { body: bytes });
  await next();
});
