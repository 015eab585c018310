// The My Boards list (decision 065): summaries of the user's boards, a page at a time.

/** Boards a page holds unless ?limit= asks for fewer or more; never more than `max`. */
export const BOARD_SUMMARY_PAGE = { default: 24, max: 100 } as const;

export const BOARD_SUMMARY_MESSAGES = {
  limitInvalid: `limit must be a whole number from 1 to ${BOARD_SUMMARY_PAGE.max}.`,
  cursorInvalid: 'This page of boards is no longer valid. Reload the list.',
  loadMore: 'Load more boards',
  loadingMore: 'Loading more boards…',
  loadMoreFailed: 'Could not load more boards.',
  /** The list's count under the heading: what is shown of the total. */
  shown: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'board' : 'boards'}`
      : `Showing ${shown} of ${total} boards`,
} as const;

/** ?limit= as the server and the guest backend read it: the default when absent, null when not 1…max. */
export function pageLimitOf(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return BOARD_SUMMARY_PAGE.default;
  const limit = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  return limit >= 1 && limit <= BOARD_SUMMARY_PAGE.max ? limit : null;
}
