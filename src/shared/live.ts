import type { RealtimePayload } from './events.ts';

/**
 * Live mode (decision 035): the owner of a public board goes live; viewers who opted in hear the owner's
 * presses as they happen. The owner's page keeps the session alive with a beat; a board is live while beats
 * keep coming (a closed tab ends it by itself).
 */
export const LIVE_BEAT_MS = 10_000;
/** A board stops being live this long after its last beat or press. */
export const LIVE_PRESENCE_MS = 30_000;

/** POST /api/boards/:id/live/presses (validated by schemas/live-press.ts; no zod here: the visitor's page reads this module). */
export interface LivePress {
  button_id: string;
  action: 'play' | 'stop';
}

/** GET /api/boards/:id/live, and the live stream's `state` event (the realtime event map, decision 046). */
export type LiveState = RealtimePayload<'state'>;

/** The live stream's `press` event: what the owner did, and when the server sent it (ms since the epoch). */
export type LivePressEvent = RealtimePayload<'press'>;

/**
 * Presses one board's live session may relay (POST …/live/presses): a steady rate, and a burst above it for a
 * quick run of taps. Beyond: 429 with Retry-After.
 */
export const LIVE_PRESS_RATE = { perSecond: 20, burst: 40 } as const;

export const livePath = (boardId: string): `/api/${string}` =>
  `/api/boards/${encodeURIComponent(boardId)}/live`;

export const LIVE_MESSAGES = {
  goLive: 'Go live',
  goLiveHint: 'Viewers who choose “Listen live” hear your presses as you play',
  endLive: 'End live',
  liveBadge: 'Live',
  listen: 'Listen live',
  listening: 'Listening live',
  stopListening: 'Stop listening',
  notPublic: 'Only public boards can go live. Make the board public first.',
  startFailed: 'Could not go live. Please try again.',
  ended: 'The live session has ended.',
  tooManyPresses: 'Too many presses at once: some were not sent live. Slow down a little.',
} as const;
