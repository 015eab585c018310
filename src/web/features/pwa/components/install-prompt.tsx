import { Download } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { PWA_MESSAGES } from '#shared/pwa-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { installPromptStore } from '../install-prompt-event.ts';

/** localStorage key remembering "Not now". */
export const INSTALL_DISMISSED_KEY = 'install-prompt-dismissed';

const wasDismissed = () => {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * Offers installation when the browser says the app can be installed (decision 028), until the user installs
 * it or says "Not now" (remembered). Loaded lazily on every screen.
 */
export default function InstallPrompt() {
  const event = useSyncExternalStore(
    installPromptStore.subscribe,
    installPromptStore.get,
    () => null,
  );
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (!event || dismissed) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // Private mode: remembered for this page only.
    }
    setDismissed(true);
  };
  const install = async () => {
    installPromptStore.used();
    await event.prompt();
    if ((await event.userChoice).outcome === 'dismissed') dismiss();
  };

  return (
    <aside
      aria-labelledby="install-prompt-title"
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-ui border border-line bg-surface-raised p-4 shadow-lg lg:right-6 lg:bottom-6 lg:left-auto lg:mx-0"
    >
      <div className="flex items-start gap-3">
        <Download
          aria-hidden
          className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
        />
        <div className="min-w-0 flex-1">
          <h2 id="install-prompt-title" className="font-semibold">
            {PWA_MESSAGES.installTitle}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{PWA_MESSAGES.installBody}</p>
          <div className="mt-3 flex gap-2">
            <Button onClick={() => void install()}>{PWA_MESSAGES.install}</Button>
            <Button variant="secondary" onClick={dismiss}>
              {PWA_MESSAGES.notNow}
            </Button>
          </div>
        </div>
      </div>
    </aside>
  );
}
