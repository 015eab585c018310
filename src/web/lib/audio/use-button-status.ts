import { useSyncExternalStore } from 'react';
// Types only: a tile reads its status without the engine, so the server renders idle tiles without bundling
// the engine (decision 021; src/server/static/server-bundle-modules.test.ts).
import type { PlaybackEngine } from './playback-engine.ts';
import type { ButtonStatus } from './playback-types.ts';

type ButtonStatusSource = Pick<PlaybackEngine, 'subscribeButton' | 'buttonStatus'>;
const IDLE: ButtonStatus = { playing: false, loading: false, progress: 0 };
const noSubscription = () => () => undefined;

/** One button's playback status, re-rendering only when it changes (decision 024: one tile per press). */
export function useButtonStatus(source: ButtonStatusSource | undefined, id: string): ButtonStatus {
  return useSyncExternalStore(
    source ? (listener) => source.subscribeButton(id, listener) : noSubscription,
    () => (source ? source.buttonStatus(id) : IDLE),
    // The server renders a board's tiles idle (decision 021).
    () => IDLE,
  );
}
