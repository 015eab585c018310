import { WifiOff } from 'lucide-react';
import { PWA_MESSAGES } from '#shared/pwa-messages.ts';
import { useOnlineStatus } from '#web/hooks/use-online-status.ts';

/**
 * A strip under the header while the network is gone (decision 028). The polite live region is always there, so
 * the change is announced; it has no status role of its own, which pages keep for their own messages.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div aria-live="polite" data-testid="offline-region">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {PWA_MESSAGES.offlineBanner}
        </p>
      )}
    </div>
  );
}
