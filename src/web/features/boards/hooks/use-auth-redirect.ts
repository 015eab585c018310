import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_REDIRECT_DELAY_MS } from '#shared/limits.ts';
import { ROUTES } from '#shared/routes.ts';
import { useSession } from '#web/lib/session/use-session.ts';

/** Sends a visitor to /auth (replacing history) when no user is found after about 100 ms (spec §2). */
export function useAuthRedirect() {
  const session = useSession();
  const navigate = useNavigate();
  const noUser = !session.isPending && !session.data;
  useEffect(() => {
    if (!noUser) return;
    const timer = setTimeout(() => {
      void navigate(ROUTES.auth, { replace: true });
    }, AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [noUser, navigate]);
  return session;
}
