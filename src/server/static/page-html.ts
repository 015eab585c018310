import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_DATA_ID } from '#shared/page-data.ts';
import type { FirstContent } from './first-content.ts';
import { acceptedCodings } from './static-files.ts';

/** Where index.html's <main> holds the placeholder the server replaces (src/web/index.html). */
const FIRST_CONTENT = /<!--first-content-->[\s\S]*?<!--\/first-content-->/;
const TITLE = /<title>[^<]*<\/title>/;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * JSON that cannot end the <script type="application/json"> it sits in nor open a comment: <, > and & as
 * \u escapes (still the same JSON), and the JavaScript line separators too.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** True when index.html has the placeholder (a build of src/web/index.html). */
export const hasFirstContentSlot = (template: string) => FIRST_CONTENT.test(template);

/** index.html with the page's title, its first content in <main> and the app's data (decision 021). */
export function pageHtml(template: string, content: FirstContent): string {
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(content.data)}</script>`;
  // Replacer functions: a `$` in a board's name must not be read as a replacement pattern.
  return template
    .replace(TITLE, () => `<title>${escapeHtml(content.title)}</title>`)
    .replace(FIRST_CONTENT, () => content.html)
    .replace('</body>', () => `${data}</body>`);
}

/**
 * A rendered page compressed for this request: brotli at a quality that costs about a millisecond for
 * index.html's ~50 KB (the precompressed shell uses 11 once at build time), else gzip, else as is.
 */
export function compressPage(html: string, acceptEncoding: string | undefined) {
  const accepted = acceptedCodings(acceptEncoding);
  const body = Buffer.from(html);
  if (accepted.has('br') || accepted.has('*')) {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    return { body: brotliCompressSync(body, { params }), encoding: 'br' as const };
  }
  if (accepted.has('gzip'))
    return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' as const };
  return { body, encoding: null };
}
