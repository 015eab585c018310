/** What the web shows when a load fails or a part of a page cannot be drawn (spec §7: every error says what to do). */
export const ERROR_MESSAGES = {
  title: 'Something went wrong',
  retry: 'Retry',
  /** A render error caught by a route area's boundary: the rest of the page keeps working. */
  renderFailed:
    'This part of the page could not be shown. Try again; if it keeps happening, reload the page or come back later.',
} as const;
