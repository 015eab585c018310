import type { Board } from './schemas/board.ts';

/** The id of the `<script type="application/json">` the server puts into a page it rendered the content of. */
export const PAGE_DATA_ID = 'page-data';

/**
 * What the server knew when it rendered a page's first content into the HTML (decision 021), so that the
 * app's first render shows the same thing without a round trip.
 */
export interface PageData {
  /** The request carried no session cookie: the app starts as a visitor without asking. */
  visitor: boolean;
  /** The public board of /board/{id}, as GET /api/boards/:id answers a visitor. */
  board?: Board;
}
