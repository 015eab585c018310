/** Storage buckets of spec §3 and the URL files are served at (DESIGN.md §5: GET /files/:bucket/*). */
export const BUCKETS = [
  'sounds',
  'sound-images',
  'board-backgrounds',
  'button-backgrounds',
  'avatars',
  'profile-backgrounds',
] as const;

export type Bucket = (typeof BUCKETS)[number];

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

export const FILES_BASE_PATH = '/files';

/** The public URL of a stored object, e.g. /files/avatars/{userId}/avatar_url-….png */
export function fileUrl(bucket: Bucket, objectPath: string): string {
  return `${FILES_BASE_PATH}/${bucket}/${objectPath}`;
}

/** The bucket and object path of a URL made by fileUrl(); null for anything else (e.g. a GIF's full URL). */
export function parseFileUrl(url: string): { bucket: Bucket; path: string } | null {
  const prefix = `${FILES_BASE_PATH}/`;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  const bucket = rest.slice(0, slash);
  const objectPath = rest.slice(slash + 1);
  if (!isBucket(bucket) || !objectPath) return null;
  return { bucket, path: objectPath };
}
