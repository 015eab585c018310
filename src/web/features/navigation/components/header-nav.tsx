import { Link } from 'react-router';
import { PRIMARY_NAV_LABEL } from '#shared/navigation.ts';
import { usePrimaryNavItems } from '#web/features/navigation/hooks/use-primary-nav-items.ts';
import { cn } from '#web/lib/cn.ts';

/** From 1024 px the primary navigation sits in the header (DESIGN §7, decision 012); full labels. */
export function HeaderNav() {
  const items = usePrimaryNavItems();
  return (
    <nav aria-label={PRIMARY_NAV_LABEL} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map(({ to, label, active, Icon }) => {
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                  active
                    ? 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200'
                    : 'text-ink-muted hover:bg-surface-sunken hover:text-ink',
                )}
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
