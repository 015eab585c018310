import './styles.css';
import { captureInstallPrompt } from './features/pwa/install-prompt-event.ts';
import { afterFirstContentfulPaint } from './lib/after-first-paint.ts';

captureInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

// The HTML paints the page first (header, and the content the server rendered: decision 021); the app's
// script is fetched and evaluated after that paint, not before it.
afterFirstContentfulPaint(
  () => void import('./app/start.tsx').then(({ startApp }) => startApp(root)),
);
