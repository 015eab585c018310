import { Lightbulb } from 'lucide-react';
import { useEffect, useState } from 'react';
import { OWNER_MENU_MESSAGES as M } from '#shared/owner-menu-messages.ts';
import { Button } from '#web/components/ui/button.tsx';

/** Where the browser remembers that the hint was dismissed (it is shown once per browser). */
export const OWNER_HINT_KEY = 'soundboard:owner-menu-hint-seen';

const seen = () => {
  try {
    return window.localStorage.getItem(OWNER_HINT_KEY) === '1';
  } catch {
    return false;
  }
};

const remember = () => {
  try {
    window.localStorage.setItem(OWNER_HINT_KEY, '1');
  } catch {
    // Private mode without storage: the hint simply comes back next time.
  }
};

/**
 * The one-time hint on the owner's board, below the pads in edit mode: where Edit, Change sound and Delete
 * live. Shown once (decision 049): remembered as soon as it is shown, and gone when dismissed.
 */
export function OwnerHint() {
  const [shown, setShown] = useState(() => !seen());
  useEffect(() => {
    if (shown) remember();
  }, [shown]);
  if (!shown) return null;
  const dismiss = () => {
    remember();
    setShown(false);
  };
  return (
    <aside
      aria-label={M.hintTitle}
      className="mt-4 flex flex-col gap-3 rounded-ui border border-brand-300 bg-brand-50 p-3 text-sm text-ink sm:flex-row sm:items-center dark:border-brand-800 dark:bg-brand-900/40"
    >
      <p className="flex flex-1 items-start gap-2">
        <Lightbulb
          aria-hidden
          className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300"
        />
        <span>{M.hint}</span>
      </p>
      <Button size="sm" variant="secondary" onClick={dismiss} className="self-end sm:self-auto">
        {M.hintDismiss}
      </Button>
    </aside>
  );
}
