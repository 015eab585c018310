/** The event Chromium fires when the app can be installed (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let interacted = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Listens from the first script on: the browser may fire `beforeinstallprompt` before the lazily loaded
 * install prompt exists, so the event is kept here until it asks. The prompt is offered only once the user
 * has pressed something on the page: not on arrival, and never as the page's largest paint (a card of text
 * appearing seconds after load became the board page's LCP).
 */
export function captureInstallPrompt(): void {
  const firstInteraction = () => {
    interacted = true;
    window.removeEventListener('pointerdown', firstInteraction, true);
    window.removeEventListener('keydown', firstInteraction, true);
    notify();
  };
  window.addEventListener('pointerdown', firstInteraction, true);
  window.addEventListener('keydown', firstInteraction, true);
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export const installPromptStore = {
  get: () => (interacted ? deferred : null),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** After the browser's own dialog: one prompt per event. */
  used: () => {
    deferred = null;
    notify();
  },
};
