import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CLEAR_CACHE_LABEL } from '#shared/navigation.ts';
import { clearAppCaches } from '#web/lib/clear-app-caches.ts';
import { ClearCacheButton } from './clear-cache-button.tsx';

// The real function reloads the page, which jsdom cannot do; its own test covers what it clears.
vi.mock('#web/lib/clear-app-caches.ts', () => ({
  clearAppCaches: vi.fn(() => new Promise<void>(() => undefined)),
}));

describe('ClearCacheButton', () => {
  it('clears the caches once and shows that it is working', async () => {
    render(<ClearCacheButton />);
    const button = screen.getByRole('button', { name: CLEAR_CACHE_LABEL });
    await userEvent.click(button);
    expect(clearAppCaches).toHaveBeenCalledOnce();
    expect(button).toBeDisabled();
  });
});
