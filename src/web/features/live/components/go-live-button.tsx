import { Radio } from 'lucide-react';
import { LIVE_MESSAGES as M } from '#shared/live.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LiveBadge } from './live-badge.tsx';

/** The owner's Go live / End live toggle on a public board, with the Live badge while on air. */
export function GoLiveButton({
  live,
  busy,
  onChange,
}: {
  live: boolean;
  busy: boolean;
  onChange: (live: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      {live && <LiveBadge />}
      <Button
        variant={live ? 'primary' : 'secondary'}
        aria-pressed={live}
        disabled={busy}
        title={live ? undefined : M.goLiveHint}
        onClick={() => onChange(!live)}
      >
        <Radio aria-hidden /> {live ? M.endLive : M.goLive}
      </Button>
    </div>
  );
}
