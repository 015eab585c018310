import { CircleUserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { ACCOUNT_MENU_LABEL } from '#shared/navigation.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useMenuEntries } from '#web/features/navigation/hooks/use-menu-entries.ts';

/** The account menu's button: the avatar when signed in, a person icon otherwise. */
export function AccountTrigger(props: ComponentProps<'button'>) {
  const { email, avatarUrl } = useMenuEntries();
  return (
    <button
      type="button"
      aria-label={ACCOUNT_MENU_LABEL}
      className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600"
      {...props}
    >
      {email ? (
        <Avatar name={email} src={avatarUrl} />
      ) : (
        <CircleUserRound aria-hidden className="size-7 text-ink-muted" />
      )}
    </button>
  );
}
