// The sound library a page at a time, searched where it is stored (decision 066): GET /api/sounds?limit=…
import type { Sound } from '#shared/schemas/sound.ts';
import { normalizeTag, SOUND_TAGS } from '#shared/sound-library.ts';

/** Sounds a page holds unless ?limit= asks for fewer; never more than `max`. */
export const SOUND_PAGE = { default: 48, max: 100 } as const;
/** The longest ?q= the library is searched for. */
export const SOUND_SEARCH_MAX = 100;

export const SOUND_PAGE_MESSAGES = {
  limitInvalid: `limit must be a whole number from 1 to ${SOUND_PAGE.max}.`,
  limitRequired: `Searching or paging the library needs limit= (1 to ${SOUND_PAGE.max}).`,
  cursorInvalid: 'This page of sounds is no longer valid. Reload the list.',
  searchTooLong: `A search has at most ${SOUND_SEARCH_MAX} characters.`,
  tooManyTags: `Filter by at most ${SOUND_TAGS.maxTags} tags.`,
  loadMore: 'Load more sounds',
  loadingMore: 'Loading more sounds…',
  loadMoreFailed: 'Could not load more sounds.',
  searching: 'Searching…',
  /** The count under the search: what is shown of what matches, and of the library when searching. */
  shown: (shown: number, total: number, libraryTotal: number) => {
    const noun = (n: number) => `${n} ${n === 1 ? 'sound' : 'sounds'}`;
    const of = total === libraryTotal ? noun(total) : `${noun(total)} of ${libraryTotal}`;
    return shown === total ? of : `Showing ${shown} of ${of}`;
  },
} as const;

/** One page of GET /api/sounds?limit=… (decision 066), newest first. */
export interface SoundPage {
  sounds: Sound[];
  /** Asks for the next page (send it back as ?cursor=); null on the last. */
  next_cursor: string | null;
  /** Sounds outside the trash that match the search and tags. */
  total: number;
  /** Sounds outside the trash, searched or not: the empty library and the count read it. */
  library_total: number;
  /** Every tag of the library, sorted: the tag chips. */
  tags: string[];
}

/** Where a page ends: the last sound's created_at as its store wrote it (ms or µs) and its id. */
export interface SoundCursor {
  createdAt: string;
  id: string;
}

export interface SoundPageQuery {
  limit: number;
  /** The search's words, lowercase: each is in the name or in a tag. */
  words: string[];
  /** Tags the sound carries, every one. */
  tags: string[];
  cursor: SoundCursor | null;
}

export type SoundListRequest =
  { kind: 'all' } | { kind: 'page'; query: SoundPageQuery } | { kind: 'invalid'; message: string };

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(?:\d{3}|\d{6})Z)~([0-9a-f-]{36})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const encodeSoundCursor = (cursor: SoundCursor) => `${cursor.createdAt}~${cursor.id}`;

/** A cursor this API made, or null; a date that does not exist (Feb 31) is refused too. */
export function decodeSoundCursor(text: string): SoundCursor | null {
  const match = CURSOR.exec(text);
  if (!match || !UUID.test(match[2]!)) return null;
  const createdAt = match[1]!;
  const parsed = new Date(createdAt);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString() !== `${createdAt.slice(0, 23)}Z`)
    return null;
  return { createdAt, id: match[2]! };
}

/**
 * GET /api/sounds' query, read the same by the server and the guest backend: without ?limit= the whole
 * library as an array (DESIGN.md §5, exports and scripts); with it a page, searched by ?q= and ?tag=.
 */
export function parseSoundListQuery(params: URLSearchParams): SoundListRequest {
  const limitText = params.get('limit');
  const q = params.get('q') ?? '';
  const tags = params.getAll('tag');
  const cursorText = params.get('cursor');
  if (limitText === null) {
    return q || tags.length || cursorText !== null
      ? { kind: 'invalid', message: SOUND_PAGE_MESSAGES.limitRequired }
      : { kind: 'all' };
  }
  const limit = /^\d{1,4}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= SOUND_PAGE.max))
    return { kind: 'invalid', message: SOUND_PAGE_MESSAGES.limitInvalid };
  if (Array.from(q).length > SOUND_SEARCH_MAX)
    return { kind: 'invalid', message: SOUND_PAGE_MESSAGES.searchTooLong };
  if (tags.length > SOUND_TAGS.maxTags)
    return { kind: 'invalid', message: SOUND_PAGE_MESSAGES.tooManyTags };
  const cursor = cursorText === null ? null : decodeSoundCursor(cursorText);
  if (cursorText !== null && !cursor)
    return { kind: 'invalid', message: SOUND_PAGE_MESSAGES.cursorInvalid };
  return {
    kind: 'page',
    query: {
      limit,
      words: q.trim().toLowerCase().split(/\s+/).filter(Boolean),
      tags: [...new Set(tags.map(normalizeTag).filter(Boolean))],
      cursor,
    },
  };
}

/** The query string of a page request, as the web sends it. */
export function soundPageSearch(input: {
  limit?: number;
  q?: string;
  tags?: readonly string[];
  cursor?: string | null;
}): string {
  const params = new URLSearchParams({ limit: String(input.limit ?? SOUND_PAGE.default) });
  if (input.q?.trim()) params.set('q', input.q.trim());
  for (const tag of input.tags ?? []) params.append('tag', tag);
  if (input.cursor) params.set('cursor', input.cursor);
  return params.toString();
}
