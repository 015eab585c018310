import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PWA_MESSAGES } from '#shared/pwa-messages.ts';
import { captureInstallPrompt } from '../install-prompt-event.ts';
import InstallPrompt, { INSTALL_DISMISSED_KEY } from './install-prompt.tsx';

/** Chromium's beforeinstallprompt, as the browser would fire it (jsdom has none). */
function fireInstallable(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt(): Promise<void>;
    userChoice: Promise<{ outcome: string }>;
    prompted: boolean;
  };
  event.prompted = false;
  event.prompt = () => {
    event.prompted = true;
    return Promise.resolve();
  };
  event.userChoice = Promise.resolve({ outcome });
  act(() => void window.dispatchEvent(event));
  return event;
}

beforeAll(() => captureInstallPrompt());
afterEach(() => {
  localStorage.clear();
  act(() => void window.dispatchEvent(new Event('appinstalled')));
});

const firstPress = () => act(() => void window.dispatchEvent(new Event('pointerdown')));

describe('the install prompt', () => {
  it('waits for the browser to say the app can be installed, and for the first press on the page', () => {
    render(<InstallPrompt />);
    fireInstallable('accepted');
    expect(screen.queryByRole('complementary')).toBeNull();
    firstPress();
    expect(screen.getByRole('complementary', { name: PWA_MESSAGES.installTitle })).toBeVisible();
  });

  it("offers installation, keeps the browser's own banner back, and opens its dialog on Install", async () => {
    render(<InstallPrompt />);
    const event = fireInstallable('accepted');
    firstPress();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('complementary', { name: PWA_MESSAGES.installTitle })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: PWA_MESSAGES.install }));
    expect(event.prompted).toBe(true);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('remembers "Not now" across visits', async () => {
    const { unmount } = render(<InstallPrompt />);
    fireInstallable('dismissed');
    await userEvent.click(screen.getByRole('button', { name: PWA_MESSAGES.notNow }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
    unmount();
    render(<InstallPrompt />);
    fireInstallable('dismissed');
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
