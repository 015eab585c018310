import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { clearAppCaches } from '#web/lib/clear-app-caches.ts';
import { CLEAR_CACHE_LABEL } from '#shared/navigation.ts';

export function ClearCacheButton() {
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
        void clearAppCaches();
      }}
    >
      <RefreshCw aria-hidden className={clearing ? 'animate-spin' : undefined} />
    </Button>
  );
}
