/** Query keys of the boards feature; mutations invalidate `boardKeys.all`. */
export const boardKeys = {
  all: ['boards'] as const,
  list: () => ['boards', 'list'] as const,
  detail: (id: string) => ['boards', 'detail', id] as const,
};
