import { ROUTES } from '#shared/routes.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS, PASSWORD_HINT } from '#shared/auth-errors.ts';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { currentLocation, renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { AuthPage } from './auth-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answers, by path; /api/me answers as a visitor until sign-in succeeded. */
function serve(answers: Record<string, () => Response>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(init.body as string) : undefined });
      const answer = answers[url];
      return Promise.resolve(
        answer ? answer() : json({ error: { code: 'x', message: 'no' } }, 404),
      );
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAuth(path: string) {
  return renderWithApp(
    <>
      <AuthPage />
      <Toaster />
    </>,
    { path },
  );
}

describe('AuthPage', () => {
  it('selects the mode from the query and toggles it', async () => {
    renderAuth('/auth?mode=signup');
    expect(screen.getByRole('heading', { name: AUTH_MESSAGES.signUpTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.toSignIn }));
    expect(currentLocation()).toBe('/auth?mode=signin');
    expect(screen.getByRole('heading', { name: AUTH_MESSAGES.signInTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AUTH_MESSAGES.signInSubmit })).toBeInTheDocument();
  });

  it('requires both fields before asking the server', async () => {
    const calls = serve({});
    renderAuth('/auth');
    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.signInSubmit }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says under the password field why a simple password will not do, before asking the server', async () => {
    const calls = serve({});
    renderAuth('/auth?mode=signup');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.signUpSubmit }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        expect.stringContaining(AUTH_ERRORS.PASSWORD_TOO_SIMPLE!.message) as string,
      ),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(PASSWORD_HINT) as string,
    );
    expect(calls).toEqual([]);
  });

  it("puts the server's refusal of a common password under the password field", async () => {
    const { message } = AUTH_ERRORS.PASSWORD_TOO_COMMON!;
    serve({
      '/api/auth/sign-up/email': () =>
        json({ error: { code: 'validation', message }, code: 'PASSWORD_TOO_COMMON', message }, 400),
    });
    renderAuth('/auth?mode=signup');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'sunshine');
    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.signUpSubmit }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        expect.stringContaining(message) as string,
      ),
    );
  });

  it("shows the server's message when sign-in fails (e.g. rate limited)", async () => {
    const message = 'Too many attempts. Please wait a minute and try again.';
    serve({
      '/api/auth/sign-in/email': () => json({ error: { code: 'rate_limited', message } }, 429),
    });
    renderAuth('/auth');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.signInSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('signs in, says so, and goes home', async () => {
    let signedIn = false;
    const calls = serve({
      '/api/auth/sign-in/email': () => {
        signedIn = true;
        return json({ token: 't', user: {} });
      },
      '/api/me': () => (signedIn ? json(SIGNED_IN) : json({}, 401)),
    });
    renderAuth('/auth?mode=signin');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.signInSubmit }));
    expect(await screen.findByText(AUTH_MESSAGES.signedIn)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(calls[0]).toEqual({
      url: '/api/auth/sign-in/email',
      // The link in a new confirmation mail (sent when the address is not confirmed yet) returns here.
      body: { email: 'ada@example.com', password: 'secret', callbackURL: ROUTES.emailConfirmed },
    });
  });

  it('asks for the second factor when the server demands it', async () => {
    const calls = serve({
      '/api/auth/sign-in/email': () =>
        json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      '/api/auth/two-factor/verify-totp': () =>
        json({ error: { code: 'unauthorized', message: 'Invalid code' } }, 401),
    });
    renderAuth('/auth');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.signInSubmit }));
    expect(
      await screen.findByRole('heading', { name: AUTH_MESSAGES.secondFactorTitle }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(calls.at(-1)).toEqual({
      url: '/api/auth/two-factor/verify-totp',
      body: { code: '123456' },
    });
  });

  it('after sign-up with verification on, asks to check the e-mail', async () => {
    serve({ '/api/auth/sign-up/email': () => json({ token: null, user: {} }) });
    renderAuth('/auth?mode=signup');
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough secret');
    await userEvent.click(screen.getByRole('button', { name: AUTH_MESSAGES.signUpSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.checkEmail);
    expect(currentLocation()).toBe('/auth?mode=signup');
  });
});
