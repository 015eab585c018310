import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey, useSession } from '#web/lib/session/use-session.ts';
import { currentLocation, renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { useLogOut } from './use-log-out.ts';

function LogOutProbe() {
  const { data: session } = useSession();
  const logOut = useLogOut();
  return (
    <>
      <p>{session ? session.user.email : 'visitor'}</p>
      <button type="button" onClick={() => logOut.mutate()}>
        Log out
      </button>
      <Toaster />
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLogOut', () => {
  it('signs out on the server, refreshes the session, goes home and says so', async () => {
    // The server's sign-out and session endpoints, answered as the server does for a signed-out user.
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(new Response(null, { status: url === '/api/me' ? 401 : 204 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithApp(<LogOutProbe />, {
      path: '/my-account',
      session: SIGNED_IN,
    });
    queryClient.setQueryData(['boards'], ['private board']);
    expect(screen.getByText(SIGNED_IN.user.email)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(queryClient.getQueryData(['boards'])).toBeUndefined();
    expect(await screen.findByText(AUTH_MESSAGES.signedOut)).toBeVisible();
  });
});
