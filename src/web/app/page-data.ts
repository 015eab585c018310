import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID, type PageData } from '#shared/page-data.ts';
import { sessionQueryKey } from '#web/features/auth/api/get-session.ts';
import { boardKeys } from '#web/features/boards/api/board-keys.ts';

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

/**
 * Puts that data into the query cache, so the app's first render shows what the HTML already shows: no
 * session for a request without a session cookie, the public board as a visitor's GET answers it.
 */
export function primeQueries(client: QueryClient, data: PageData) {
  if (data.visitor) client.setQueryData(sessionQueryKey, null);
  if (data.board) client.setQueryData(boardKeys.detail(data.board.id), data.board);
}
