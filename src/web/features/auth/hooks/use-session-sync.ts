import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { authPath } from '#shared/routes.ts';
import { ApiError } from '#web/lib/api/read-json.ts';
import { AuthRefusal } from '#web/lib/api/auth-request.ts';
import { sessionQueryKey } from '#web/lib/session/use-session.ts';
import { SESSION_CHANNEL, type SessionEvent } from '#web/lib/session/session-channel.ts';

/**
 * A guarded request answered 401: the session has gone. A refusal by better-auth (a wrong password or code,
 * decision 011) is an answer about what was typed, not an expired session.
 */
const isUnauthorized = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 401 &&
  !(error instanceof AuthRefusal && error.authCode !== 'UNAUTHORIZED');

/**
 * Keeps this tab's session current: another tab signing in or out (BroadcastChannel) refreshes it, and a
 * guarded request answered 401 (the session expired) refreshes it and sends the user to /auth.
 */
export function useSessionSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (message: MessageEvent<{ type?: SessionEvent }>) => {
      if (message.data.type === 'signed-out') {
        queryClient.removeQueries({
          predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
        });
      }
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    };
    return () => channel.close();
  }, [queryClient]);

  useEffect(() => {
    const expired = () => {
      // Known ended at once: /auth would otherwise still see the old user while the check runs, and send
      // them home. The check then settles what the browser keeps of them (decision 042).
      queryClient.setQueryData(sessionQueryKey, null);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void navigate(authPath('signin'));
    };
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isUnauthorized(event.action.error)) expired();
      }
    });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isUnauthorized(event.action.error)) expired();
      }
    });
    return () => {
      unsubscribeMutations();
      unsubscribeQueries();
    };
  }, [queryClient, navigate]);
}
