import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { GifSearchButton } from './gif-search-button.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server's GET /api/functions/gif-proxy/status answer decides (the server side is gifs.test.ts). */
function renderWithStatus(configured: boolean) {
  const fetchMock = vi.fn((input: RequestInfo | URL) =>
    Promise.resolve(
      (input instanceof Request ? input.url : input.toString()).endsWith(
        '/api/functions/gif-proxy/status',
      )
        ? json({ configured })
        : new Response(null, { status: 404 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp(<GifSearchButton kind="image" onFile={() => Promise.resolve()} />, {
    session: SIGNED_IN,
  });
}

describe('GifSearchButton', () => {
  it('without a GIPHY key on the server: disabled, and says GIF search is not set up and what to do instead', async () => {
    renderWithStatus(false);
    const hint = await screen.findByText(GIF_MESSAGES.notConfigured);
    const button = screen.getByRole('button', { name: GIF_MESSAGES.searchGifs });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(GIF_MESSAGES.notConfigured);
    expect(hint.textContent).toMatch(/not set up/);
    expect(hint.textContent).toMatch(/from your device/);
    expect(hint.textContent).not.toMatch(/README|GIPHY_API_KEY/);
  });

  it('with a key: enabled, no hint', async () => {
    renderWithStatus(true);
    const button = screen.getByRole('button', { name: GIF_MESSAGES.searchGifs });
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(GIF_MESSAGES.notConfigured)).toBeNull();
  });
});
