/**
 * The sound library's tags, search and play counts (decision 037). No zod here: the
 * visitor's board page shows play counts.
 */

export const SOUND_TAGS = { maxTags: 10, maxLength: 24 } as const;

/** Plays sent in one request (the page batches them). */
export const PLAY_BATCH_MAX = 50;
/** Plays one address may add to one sound per minute; more are accepted and not counted. */
export const PLAYS_PER_MINUTE = 120;
/**
 * Plays one sound may gain per minute from all addresses together (decision 037 addendum): many addresses
 * cannot push a count further than this. An IPv6 client counts as its /64.
 */
export const PLAYS_PER_SOUND_PER_MINUTE = 600;

export const LIBRARY_MESSAGES = {
  search: 'Search sounds',
  searchPlaceholder: 'Search by name or tag',
  clearSearch: 'Clear search',
  noMatch: (query: string) => `No sounds match “${query}”.`,
  noMatchTag: 'No sounds have all the chosen tags.',
  tags: 'Tags',
  editTags: (name: string) => `Edit tags of ${name}`,
  tagsTitle: 'Tags',
  tagsDescription: (name: string) => `Tags help you find “${name}” in your library.`,
  addTag: 'Add a tag',
  addTagHint: `Press Enter to add. Up to ${SOUND_TAGS.maxTags} tags of ${SOUND_TAGS.maxLength} characters.`,
  removeTag: (tag: string) => `Remove tag ${tag}`,
  tagAdded: (tag: string) => `Tag ${tag} added.`,
  tagRemoved: (tag: string) => `Tag ${tag} removed.`,
  filterByTag: (tag: string) => `Show sounds tagged ${tag}`,
  tagFilters: 'Filter by tag',
  tagsSaved: 'Tags saved',
  tagsFailed: 'Failed to save tags.',
  tooManyTags: `At most ${SOUND_TAGS.maxTags} tags.`,
  tagTooLong: `A tag has at most ${SOUND_TAGS.maxLength} characters.`,
  tagInvalid: 'A tag cannot contain a comma.',
  plays: (count: number) => `${count} ${count === 1 ? 'play' : 'plays'}`,
} as const;

/** A tag as stored: trimmed, inner spaces collapsed, lowercase. */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The problem with one tag as typed, or null. */
export function tagProblem(tag: string): string | null {
  const normalized = normalizeTag(tag);
  if (normalized.includes(',')) return LIBRARY_MESSAGES.tagInvalid;
  if (Array.from(normalized).length > SOUND_TAGS.maxLength) return LIBRARY_MESSAGES.tagTooLong;
  return null;
}

/** Does a sound match the search text (name or a tag, any case) and carry every chosen tag? */
export function soundMatches(
  sound: { name: string; tags: readonly string[] },
  query: string,
  tags: readonly string[] = [],
): boolean {
  if (!tags.every((tag) => sound.tags.includes(tag))) return false;
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = [sound.name.toLowerCase(), ...sound.tags];
  return words.every((word) => haystack.some((text) => text.includes(word)));
}

/** A count in at most four characters: 999, 1.2k, 12k, 1.2M. */
export function compactCount(count: number): string {
  if (count < 1000) return String(count);
  const [value, unit] = count < 1_000_000 ? [count / 1000, 'k'] : [count / 1_000_000, 'M'];
  return `${value < 10 ? Math.floor(value * 10) / 10 : Math.floor(value)}${unit}`;
}
