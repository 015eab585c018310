import { CircleUserRound, Flame, House, LayoutGrid, LifeBuoy, LogIn, Music } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PRIMARY_NAV_LABEL, SIGNED_IN_NAV, VISITOR_NAV } from '#shared/navigation.ts';
import { ROUTES } from '#shared/routes.ts';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { isActive, labelFor } from '#web/features/navigation/nav-rules.ts';
import { cn } from '#web/lib/cn.ts';

const ICONS: Record<string, typeof House> = {
  [ROUTES.home]: House,
  [ROUTES.myBoards]: LayoutGrid,
  [ROUTES.mySounds]: Music,
  [ROUTES.myAccount]: CircleUserRound,
  [ROUTES.popular]: Flame,
  [ROUTES.help]: LifeBuoy,
  [ROUTES.auth]: LogIn,
};

/** Fixed bottom navigation: the visitor or signed-in set; full labels on phones, first words elsewhere. */
export function BottomNav() {
  const { data: session } = useSession();
  const { pathname } = useLocation();
  const items = session ? SIGNED_IN_NAV : VISITOR_NAV;
  return (
    <nav
      aria-label={PRIMARY_NAV_LABEL}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface-raised/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-4">
        {items.map((item) => {
          const active = isActive(pathname, item.to);
          const Icon = ICONS[item.to] ?? House;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-label={item.label}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-full flex-col items-center justify-center gap-1 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                  active ? 'text-brand-700 dark:text-brand-300' : 'text-ink-muted hover:text-ink',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    active && 'bg-brand-100 dark:bg-brand-900/60',
                  )}
                >
                  <Icon aria-hidden className={cn('size-5', active && 'stroke-[2.5]')} />
                </span>
                <span className="md:hidden">{labelFor(item.label, true)}</span>
                <span className="hidden md:inline">{labelFor(item.label, false)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
