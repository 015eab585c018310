import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { LOG_OUT_LABEL } from '#shared/navigation.ts';
import { useLogOut } from '#web/lib/session/use-log-out.ts';
import { useMenuEntries } from '#web/features/navigation/hooks/use-menu-entries.ts';

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-ui px-3 text-left text-base font-medium hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600';

/** The mobile sheet's menu: links for the visitor or the signed-in user (with the e-mail and Log out). */
export function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const { email, links } = useMenuEntries();
  const logOut = useLogOut();
  return (
    <nav aria-label="Menu" className="flex flex-col gap-1">
      {email ? <p className="mb-2 truncate px-3 text-sm text-ink-muted">{email}</p> : null}
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={itemClass} onClick={onNavigate}>
          {link.label}
        </Link>
      ))}
      {email ? (
        <button
          type="button"
          className={itemClass}
          onClick={() => {
            onNavigate();
            logOut.mutate();
          }}
        >
          <LogOut aria-hidden className="size-4" /> {LOG_OUT_LABEL}
        </button>
      ) : null}
    </nav>
  );
}
