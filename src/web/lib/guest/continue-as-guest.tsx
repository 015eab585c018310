import { GUEST_MESSAGES } from '#shared/guest-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useGuestSwitch } from './use-guest-switch.ts';

/**
 * "Continue as a guest" on /auth and the landing page (decision 061), with what it means. `compact`: a link-
 * sized button (the landing keeps its demo in a phone's first screen).
 */
export function ContinueAsGuest({
  hint = true,
  compact = false,
}: {
  hint?: boolean;
  compact?: boolean;
}) {
  const { enter } = useGuestSwitch();
  return (
    <div className="space-y-2 text-center">
      <Button
        variant={compact ? 'link' : 'secondary'}
        size={compact ? 'md' : 'lg'}
        className={compact ? 'min-h-9 px-1' : undefined}
        onClick={() => void enter()}
      >
        {GUEST_MESSAGES.continueAsGuest}
      </Button>
      {hint ? (
        <p className="mx-auto max-w-md text-sm text-ink-muted">
          {GUEST_MESSAGES.continueAsGuestHint}
        </p>
      ) : null}
    </div>
  );
}
