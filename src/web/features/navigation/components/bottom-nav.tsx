import { Link } from 'react-router';
import { PRIMARY_NAV_LABEL } from '#shared/navigation.ts';
import { usePrimaryNavItems } from '#web/features/navigation/hooks/use-primary-nav-items.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * Fixed bottom navigation below 1024 px (the header carries it from there, decision 012): the visitor or
 * signed-in set, labels in full at every width.
 */
export function BottomNav() {
  const items = usePrimaryNavItems();
  return (
    <nav
      aria-label={PRIMARY_NAV_LABEL}
      className="fixed inset-x-0 bottom-0 z-40 border-t lg:hidden border-line bg-surface-raised/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-4">
        {items.map(({ to, label, active, Icon }) => {
          return (
            <li key={to}>
              <Link
                to={to}
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
                <span className="text-center leading-tight">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
