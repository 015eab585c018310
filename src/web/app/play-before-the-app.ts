import {
  buttonsPressedEarly,
  deferEarlyPress,
  type EarlyPress,
} from '#web/features/boards/early-presses.ts';
import { readPageData } from '#web/lib/read-page-data.ts';
import { trackEarlyPlay } from './early-plays.ts';

/**
 * A press on the server's tiles (or a hotkey) before the app took over, played at once (issue 32 point 8):
 * the board is in the page's data, so its sound is fetched and started by the playback engine alone, loaded
 * on the press, without waiting for the app. False when the page has no board or the press no sound: the
 * app takes it then (decision 039). Only this module is in the page's entry; the player is loaded on use.
 */
export function playBeforeTheApp(press: EarlyPress): boolean {
  const board = readPageData()?.board;
  if (!board) return false;
  const [button] = buttonsPressedEarly(board.soundboard_buttons, [press]);
  if (!button) return false;
  const at = performance.now();
  // The app's start waits for it (decision 075).
  trackEarlyPlay(
    import('./early-player.ts').then(
      ({ playEarly }) => playEarly(board, button),
      () => deferEarlyPress(press, at),
    ),
  );
  return true;
}
