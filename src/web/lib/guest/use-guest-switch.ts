import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { sessionQueryKey } from '#web/lib/session/use-session.ts';
import { enterGuestMode, leaveGuestMode } from './guest-mode.ts';

/**
 * Asks the browser to keep the guest's data (decision 061): without it, IndexedDB is "best effort" and may
 * be cleared when storage runs low. Resolves whether it was granted (false where unsupported).
 */
export async function askToPersist(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  return navigator.storage.persist().catch(() => false);
}

/** Entering and leaving guest mode: every cached answer of the other mode goes, the session is read again. */
export function useGuestSwitch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
  return {
    enter: async () => {
      enterGuestMode();
      void askToPersist();
      await refresh();
      await navigate(ROUTES.myBoards);
    },
    leave: async () => {
      leaveGuestMode();
      await refresh();
      await navigate(ROUTES.home);
    },
  };
}
