import { CircleUserRound, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { DropdownMenu } from '#web/components/ui/dropdown-menu.tsx';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu-item.tsx';
import { DropdownMenuSeparator } from '#web/components/ui/dropdown-menu-separator.tsx';
import { ACCOUNT_MENU_LABEL, LOG_OUT_LABEL } from '#shared/navigation.ts';
import { useLogOut } from '#web/features/navigation/hooks/use-log-out.ts';
import { useMenuEntries } from '#web/features/navigation/hooks/use-menu-entries.ts';

/** Desktop (≥ 768 px): the avatar opening the visitor or signed-in menu. */
export function AccountDropdown() {
  const { email, avatarUrl, links } = useMenuEntries();
  const logOut = useLogOut();
  return (
    <div className="hidden md:block">
      <DropdownMenu
        label={email}
        trigger={
          <button
            type="button"
            aria-label={ACCOUNT_MENU_LABEL}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {email ? (
              <Avatar name={email} src={avatarUrl} />
            ) : (
              <CircleUserRound aria-hidden className="size-7 text-ink-muted" />
            )}
          </button>
        }
      >
        {links.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        {email ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => logOut.mutate()}>
              <LogOut aria-hidden /> {LOG_OUT_LABEL}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenu>
    </div>
  );
}
