/** The spec's texts about likes and the popular list (spec §2 /popular, §4 like toggle, §6, §8). */
export const LIKE_MESSAGES = {
  loginRequired: 'You need to be logged in to like a board.',
  likeFailed: 'Failed to like board.',
  unlikeFailed: 'Failed to unlike board.',
  /** The like control's accessible name; its pressed state says whether the viewer likes the board. */
  label: (boardName: string, count: number) =>
    `Like ${boardName}, ${count} ${count === 1 ? 'like' : 'likes'}`,
} as const;

export const POPULAR_MESSAGES = {
  title: 'Popular Boards',
  subtitle: 'Discover the most liked soundboards from the community',
  empty: 'No Popular Boards Yet',
  emptyHint: 'Public boards that people like will show here.',
  loadFailed: 'Could not load popular boards',
  tryLater: 'Please try again later.',
  retry: 'Retry',
  loading: 'Loading popular boards',
  seeAll: 'See all',
  selectorLabel: 'Open a public board',
  selectorPrompt: 'Open a public board…',
  selectorLoading: 'Loading public boards…',
  previous: 'Previous popular boards',
  next: 'Next popular boards',
  slide: (index: number, total: number) => `${index} of ${total}`,
} as const;
