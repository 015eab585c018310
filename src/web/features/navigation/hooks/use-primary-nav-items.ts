import { useLocation } from 'react-router';
import { SIGNED_IN_NAV, VISITOR_NAV } from '#shared/navigation.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { isActive } from '#web/features/navigation/nav-rules.ts';
import { navIcon } from '#web/features/navigation/components/nav-icons.ts';

/** The primary navigation's links for this viewer (visitor or signed in), each with its icon and state. */
export function usePrimaryNavItems() {
  const { data: session } = useSession();
  const { pathname } = useLocation();
  return (session ? SIGNED_IN_NAV : VISITOR_NAV).map((item) => ({
    ...item,
    active: isActive(pathname, item.to),
    Icon: navIcon(item.to),
  }));
}
