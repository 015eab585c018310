import { idParam } from '#server/lib/ids.ts';

// Shared: the boards, likes and live routes all hang off one board's path.
/** `:id` matches UUIDs only (the shared id rule), so fixed paths such as /boards/popular stay free for their routes. */
export const BOARD_PATH = `/boards/${idParam('id')}` as const;
