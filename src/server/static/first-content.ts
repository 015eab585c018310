import type { Database } from '#server/db/client.ts';
import { getBoardForViewer } from '#server/features/boards/boards.service.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { hasSessionCookie } from '#server/lib/session-cache.ts';
import type { Board } from '#shared/schemas/board.ts';
import type { PageData } from '#shared/page-data.ts';
import { documentTitle } from '#shared/page-titles.ts';
import { renderPublicBoard, renderVisitorHome } from '#web/ssr/render-first-content.tsx';

/** A page's first content, rendered by the server into index.html (decision 021). */
export interface FirstContent {
  /** The document title, as the app sets it. */
  title: string;
  /** Markup for <main>, escaped by React. */
  html: string;
  data: PageData;
}

export interface PageRequest {
  pathname: string;
  search: string;
  cookie: string | undefined;
}

const BOARD_PATH = /^\/board\/([^/]+)\/?$/;

/**
 * `/` for a visitor (no session cookie): the landing hero. A public `/board/{id}`: its name and the tiles a
 * visitor sees, from the one-round-trip board read. Anything else (a private, trashed or missing board, a
 * signed-in `/`, the player) gets null: the plain shell, which reveals nothing.
 */
export async function firstContent(db: Database, page: PageRequest): Promise<FirstContent | null> {
  const visitor = !hasSessionCookie(page.cookie);
  if (page.pathname === '/') {
    if (!visitor || new URLSearchParams(page.search).get('board')) return null;
    return { title: documentTitle(null), html: renderVisitorHome(), data: { visitor } };
  }
  const id = BOARD_PATH.exec(page.pathname)?.[1];
  if (id === undefined) return null;
  const board = await publicBoard(db, id);
  if (!board) return null;
  return {
    title: documentTitle(board.name),
    html: renderPublicBoard(board),
    data: { visitor, board },
  };
}

/** The board as GET /api/boards/:id answers a visitor, or null when it is private, trashed or missing. */
async function publicBoard(db: Database, id: string): Promise<Board | null> {
  try {
    return await getBoardForViewer(db, id, null);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
