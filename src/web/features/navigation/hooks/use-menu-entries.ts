import { useSession } from '#web/lib/session/use-session.ts';
import {
  MY_PROFILE_LABEL,
  SIGNED_IN_MENU,
  VISITOR_MENU,
  type NavItem,
} from '#shared/navigation.ts';
import { profilePath } from '#shared/routes.ts';

/** The header menu for whoever is looking: the signed-in menu (with My Profile) or the visitor menu. */
export function useMenuEntries(): {
  email: string | null;
  avatarUrl: string | null;
  links: readonly NavItem[];
} {
  const { data: session } = useSession();
  if (!session) return { email: null, avatarUrl: null, links: VISITOR_MENU };
  return {
    email: session.user.email,
    avatarUrl: session.profile.avatar_url,
    links: [...SIGNED_IN_MENU, { to: profilePath(session.user.id), label: MY_PROFILE_LABEL }],
  };
}
