import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '#shared/page-data.ts';
import { sessionQueryKey } from '#web/lib/session/use-session.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { isGuestMode } from '#web/lib/guest/guest-mode.ts';

export { readPageData } from '#web/lib/read-page-data.ts';

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
  // A guest has no cookie, so the server drew a visitor's page; the guest's session is local (decision 061).
  if (data.visitor && !isGuestMode()) client.setQueryData(sessionQueryKey, null);
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
