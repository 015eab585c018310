import { CircleUserRound, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { LOG_OUT_LABEL } from '#shared/navigation.ts';
import { useLogOut } from '#web/features/navigation/hooks/use-log-out.ts';
import { useMenuEntries } from '#web/features/navigation/hooks/use-menu-entries.ts';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-surface-sunken';

/** Desktop: the avatar opening the visitor or signed-in menu. */
export function AccountDropdown() {
  const { email, links } = useMenuEntries();
  const logOut = useLogOut();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="hidden size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600 md:inline-flex"
      >
        {email ? (
          <Avatar name={email} />
        ) : (
          <CircleUserRound aria-hidden className="size-7 text-ink-muted" />
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-ui border border-line bg-surface-raised p-1 text-ink shadow-lg"
        >
          {email ? (
            <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-ink-muted">
              {email}
            </DropdownMenu.Label>
          ) : null}
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClass}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          {email ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item className={itemClass} onSelect={() => logOut.mutate()}>
                <LogOut aria-hidden className="size-4" /> {LOG_OUT_LABEL}
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
