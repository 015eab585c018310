import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { ProfileForm } from './profile-form.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  renderWithApp(
    <>
      <ProfileForm profile={SIGNED_IN.profile} />
      <Toaster />
    </>,
    { session: SIGNED_IN },
  );
  return screen.getByRole('button', { name: 'Save Profile' });
}

describe('ProfileForm', () => {
  it('keeps save disabled until something changed', async () => {
    const save = renderForm();
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Bio/), 'Hi');
    expect(save).toBeEnabled();
  });

  it('checks the username length with the spec message, and the maximums', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const save = renderForm();
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'ab');
    await userEvent.click(save);
    expect(await screen.findByText(PROFILE_MESSAGES.usernameTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText(/Bio/)).toHaveAttribute('maxLength', '250');
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('maxLength', '100');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves, says so, and resets to the saved values', async () => {
    const saved = { ...SIGNED_IN.profile, username: 'countess', bio: null };
    const fetchMock = vi.fn(() => Promise.resolve(json(saved)));
    vi.stubGlobal('fetch', fetchMock);
    const save = renderForm();
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), '  countess ');
    await userEvent.click(save);
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('countess');
    await waitFor(() => expect(save).toBeDisabled());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/profile',
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({ username: 'countess', full_name: 'Ada Lovelace', bio: '' }),
      }),
    );
  });

  it('shows a taken username on the field and the failure toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          json({ error: { code: 'username_taken', message: PROFILE_MESSAGES.usernameTaken } }, 409),
        ),
      ),
    );
    const save = renderForm();
    await userEvent.type(screen.getByLabelText('Username'), 'x');
    await userEvent.click(save);
    expect(await screen.findByText(PROFILE_MESSAGES.updateFailed)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      PROFILE_MESSAGES.usernameTaken,
    );
    expect(save).toBeEnabled();
  });
});
