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
  it('says so while the network is gone, in a polite live region, and goes when it is back', () => {
    render(<OfflineBanner />);
    const region = screen.getByTestId('offline-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    goOffline(true);
    expect(region).toHaveTextContent(PWA_MESSAGES.offlineBanner);
    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });
});
