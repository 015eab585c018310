import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_ACCOUNT_FEATURES, GUEST_MESSAGES } from '#shared/guest-messages.ts';
import { authPath } from '#shared/routes.ts';
import { enterGuestMode, leaveGuestMode } from '#web/lib/guest/guest-mode.ts';
import { accountRequired } from '#web/lib/guest/guest-refusals.ts';
import { renderWithApp } from '#web/test/render-app.tsx';
import { GuestBar } from './guest-bar.tsx';

afterEach(() => leaveGuestMode());

// Issue 28: what needs an account says so where the guest tried it, with a one-tap way to sign up that keeps
// the guest's work (the claim at sign-up moves it).
describe('GuestBar', () => {
  it('answers a refusal with what needs an account and a Create an account button', async () => {
    enterGuestMode();
    renderWithApp(<GuestBar />);
    const bar = screen.getByRole('region', { name: GUEST_MESSAGES.marker });
    expect(within(bar).queryByRole('status')).toHaveTextContent('');

    act(() => void accountRequired('like'));
    const said = GUEST_MESSAGES.needsAccount(GUEST_ACCOUNT_FEATURES.like);
    expect(await within(bar).findByRole('status')).toHaveTextContent(said);
    const signUp = within(bar).getByRole('link', { name: GUEST_MESSAGES.createAccount });
    expect(signUp).toHaveAttribute('href', authPath('signup'));
  });
});
