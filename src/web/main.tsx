import './styles.css';
import { captureInstallPrompt } from './features/pwa/install-prompt-event.ts';
import { afterFirstContentfulPaint } from './lib/after-first-paint.ts';
import { captureEarlyPresses } from './features/boards/early-presses.ts';
import { captureEarlyLikes } from './features/likes/early-likes.ts';
import { playBeforeTheApp } from './app/play-before-the-app.ts';
import { earlyPlaysSettled } from './app/early-plays.ts';

captureInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

// A press on the server's tiles before the app runs plays at once (issue 32 point 8), or once the app runs
// where the page has no board to play it from (decision 039).
captureEarlyPresses(root, undefined, playBeforeTheApp);
// A click on the server's like button is kept for the app's (which answers it once the session is known).
captureEarlyLikes(root);

// The HTML paints the page first (header, and the content the server rendered: decision 021); the app's
// script is fetched and evaluated after that paint, not before it; it starts once a press made before it
// has its sound started (at most EARLY_PLAY_HOLD_MS later), not in the middle of that (decision 075).
afterFirstContentfulPaint(
  () =>
    void import('./app/start.tsx').then(async ({ startApp }) => {
      await earlyPlaysSettled();
      await startApp(root);
    }),
);
