/** Query keys of the boards feature; mutations invalidate `boardKeys.all`. */
export const boardKeys = {
  all: ['boards'] as const,
  list: () => ['boards', 'list'] as const,
  /** My Boards' pages of summaries (decision 065): under `list`, so what refreshes the list refreshes them. */
  summaries: () => ['boards', 'list', 'summaries'] as const,
  /** The player's and the account page's board choices: the widest first page of summaries. */
  choices: () => ['boards', 'list', 'choices'] as const,
  detail: (id: string) => ['boards', 'detail', id] as const,
  /** The popular list (decision 026): under `boards` so every board mutation refreshes it too. */
  popular: (limit: number) => ['boards', 'popular', limit] as const,
  popularAll: ['boards', 'popular'] as const,
};
