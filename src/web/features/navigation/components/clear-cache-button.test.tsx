import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CLEAR_CACHE_LABEL } from '#shared/navigation.ts';
import { ClearCacheButton } from './clear-cache-button.tsx';

describe('ClearCacheButton', () => {
  it('clears the caches once and shows that it is working', async () => {
    // The real clearer reloads the page, which jsdom cannot do; its own test covers what it clears.
    const clear = vi.fn(() => new Promise<void>(() => undefined));
    render(<ClearCacheButton clear={clear} />);
    const button = screen.getByRole('button', { name: CLEAR_CACHE_LABEL });
    await userEvent.click(button);
    expect(clear).toHaveBeenCalledOnce();
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(clear).toHaveBeenCalledOnce();
  });
});
