import { GUEST_MESSAGES } from '#shared/guest-messages.ts';
import { authPath } from '#shared/routes.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useGuestMode } from '#web/lib/guest/guest-mode.ts';
import { onAccountRequired } from '#web/lib/guest/guest-refusals.ts';
import { useGuestSwitch } from '#web/lib/guest/use-guest-switch.ts';

/** How long the bar says what just needed an account. */
const REFUSAL_SHOWN_MS = 20_000;

/**
 * Under the header while guest mode is on (decision 061): who you are here, and the way to keep it all. When
 * the guest tries what needs an account, the bar says so with a Create an account button (sign-up then offers
 * to move the guest's boards into the account).
 */
export function GuestBar() {
  const guest = useGuestMode();
  const { leave } = useGuestSwitch();
  const [refusal, setRefusal] = useState('');
  useEffect(() => onAccountRequired(setRefusal), []);
  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => setRefusal(''), REFUSAL_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [refusal]);
  if (!guest) return null;
  return (
    <div
      className="border-t border-line bg-brand-50 dark:bg-brand-900/30"
      role="region"
      aria-label={GUEST_MESSAGES.marker}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1.5 text-sm">
        <Badge>{GUEST_MESSAGES.marker}</Badge>
        <p role="status" className={refusal ? 'font-medium' : 'sr-only'}>
          {refusal}
        </p>
        {refusal ? (
          <Button asChild size="sm" className="min-h-9">
            <Link to={authPath('signup')}>{GUEST_MESSAGES.createAccount}</Link>
          </Button>
        ) : (
          // On a phone the bar is one line: the short words, with the whole sentence as the name.
          <TextLink to={authPath('signup')} aria-label={GUEST_MESSAGES.createAccountHint}>
            <span className="sm:hidden">{GUEST_MESSAGES.createAccount}</span>
            <span className="hidden sm:inline">{GUEST_MESSAGES.createAccountHint}</span>
          </TextLink>
        )}
        <Button
          variant="link"
          className="ml-auto min-h-9 px-1"
          aria-label={GUEST_MESSAGES.leaveGuestMode}
          onClick={() => void leave()}
        >
          <span className="sm:hidden">{GUEST_MESSAGES.leaveGuestModeShort}</span>
          <span className="hidden sm:inline">{GUEST_MESSAGES.leaveGuestMode}</span>
        </Button>
      </div>
    </div>
  );
}
