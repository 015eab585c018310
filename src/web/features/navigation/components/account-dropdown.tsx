import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { DropdownMenu } from '#web/components/ui/dropdown-menu.tsx';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu-item.tsx';
import { DropdownMenuSeparator } from '#web/components/ui/dropdown-menu-separator.tsx';
import { LOG_OUT_LABEL } from '#shared/navigation.ts';
import { useLogOut } from '#web/lib/session/use-log-out.ts';
import { useMenuEntries } from '#web/features/navigation/hooks/use-menu-entries.ts';
import { AccountTrigger } from './account-trigger.tsx';

/** Desktop (≥ 768 px): the avatar opening the visitor or signed-in menu. */
export function AccountDropdown({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { email, links } = useMenuEntries();
  const logOut = useLogOut();
  return (
    <div className="hidden md:block">
      <DropdownMenu label={email} defaultOpen={defaultOpen} trigger={<AccountTrigger />}>
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
