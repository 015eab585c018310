import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID, type PageData } from '#shared/page-data.ts';
import { sessionQueryKey } from '#web/lib/session/use-session.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';

/** The data the server rendered this page's first content from (decision 021), or null for the plain shell. */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

/** The page data's queries a mount would refetch at once (the session is fresh for 30 s, so not it). */
function primedKeys(data: PageData) {
  return data.board ? [boardKeys.detail(data.board.id)] : [];
}

/**
 * Puts that data into the query cache, so the app's first render shows what the HTML already shows: no
 * session for a request without a session cookie, the public board as a visitor's GET answers it. The server
 * read it a moment ago: it is not refetched while the app mounts (a fetch started by a mounting query
 * re-renders its page at once, inside React's commit: decision 023), but by refetchPageData once idle.
 */
export function primeQueries(client: QueryClient, data: PageData) {
  if (data.visitor) client.setQueryData(sessionQueryKey, null);
  if (data.board) client.setQueryData(boardKeys.detail(data.board.id), data.board);
  for (const key of primedKeys(data)) client.setQueryDefaults(key, { refetchOnMount: false });
}

/** The background refetch of the page data (spec §7: data is always stale); mounts refetch again after it. */
export async function refetchPageData(client: QueryClient, data: PageData) {
  const keys = primedKeys(data);
  for (const key of keys) client.setQueryDefaults(key, {});
  await Promise.all(
    keys.map((key) => client.refetchQueries({ queryKey: key, exact: true, type: 'active' })),
  );
}
