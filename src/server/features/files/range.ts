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
