import type { ByteRange } from '#server/storage/storage.ts';

/**
 * One `bytes=` range of a Range header (RFC 9110), resolved against the object size. Multiple ranges and
 * malformed headers are ignored (the whole object is sent), as the RFC allows.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first, last] = match;
  if (!first && !last) return null;
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  if (end < start) return null;
  return { start, end };
}

/**
 * The Range header when it is one well-formed `bytes=` range, to pass on to a store that resolves it (S3);
 * undefined otherwise (the whole object is sent, as parseRange does for the same headers).
 */
export function singleRange(header: string | undefined): string | undefined {
  const trimmed = header?.trim() ?? '';
  const match = /^bytes=(\d*)-(\d*)$/.exec(trimmed);
  if (!match) return undefined;
  const [, first, last] = match;
  if (!first && !last) return undefined;
  if (first && last && Number(last) < Number(first)) return undefined;
  return trimmed;
}

/** `bytes=-N`: the last N bytes, which needs the size to resolve. */
export const isSuffixRange = (header: string | undefined) =>
  /^bytes=-\d+$/.test(header?.trim() ?? '');
