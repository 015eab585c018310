import { fileUrl } from '#shared/storage.ts';

/** A sound's playable URL (the client's derived `url`): its stored file, else its source URL. */
export function soundUrl(row: {
  filePath: string | null;
  sourceUrl: string | null;
}): string | null {
  return row.filePath ? fileUrl('sounds', row.filePath) : row.sourceUrl;
}
