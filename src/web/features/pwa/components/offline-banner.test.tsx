import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PWA_MESSAGES } from '#shared/pwa-messages.ts';
import { OfflineBanner } from './offline-banner.tsx';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => vi.restoreAllMocks());

describe('the offline banner', () => {
  it('says so while the network is gone, in a status region, and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(PWA_MESSAGES.offlineBanner);
    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
