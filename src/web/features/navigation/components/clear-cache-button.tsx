import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { clearAppCaches } from '#web/lib/clear-app-caches.ts';
import { CLEAR_CACHE_LABEL } from '#shared/navigation.ts';

/** `clear` is the real clearer unless a test passes another (the real one reloads the page). */
export function ClearCacheButton({ clear = clearAppCaches }: { clear?: () => Promise<void> }) {
  const [clearing, setClearing] = useState(false);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={CLEAR_CACHE_LABEL}
      title={CLEAR_CACHE_LABEL}
      disabled={clearing}
      onClick={() => {
        setClearing(true);
        void clear();
      }}
    >
      <RefreshCw aria-hidden className={clearing ? 'animate-spin' : undefined} />
    </Button>
  );
}
