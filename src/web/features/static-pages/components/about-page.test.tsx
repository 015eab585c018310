import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes.ts';
import { GET_STARTED_NOTE } from '#shared/static-pages.ts';
import { AboutPage } from '#web/features/static-pages/components/about-page.tsx';

function renderPage() {
  render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );
}

describe('AboutPage', () => {
  it('links Get Started to /auth with the no-credit-card note', () => {
    renderPage();
    expect(screen.getByRole('link', { name: /get started/i })).toHaveAttribute('href', ROUTES.auth);
    expect(screen.getByText(GET_STARTED_NOTE)).toBeInTheDocument();
  });

  it('says it works as a guest or with a free account, with unlimited boards', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      screen.getAllByText(/as a guest/i).some((node) => /free account/i.test(node.textContent)),
    ).toBe(true);
    expect(screen.getAllByText(/unlimited boards/i).length).toBeGreaterThan(0);
  });

  it('lists the spec features, a four-step How It Works, the technologies and the install section', () => {
    renderPage();
    const features = screen.getByRole('region', { name: 'Features' });
    for (const name of [
      'Custom boards',
      'Instant playback with hotkeys',
      'Sharing',
      'Mobile responsive',
      'Cloud storage and security',
    ]) {
      expect(within(features).getByRole('heading', { name })).toBeInTheDocument();
    }
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(4);
    const tech = screen.getByRole('region', { name: 'Technology' });
    for (const name of [
      'React',
      'TypeScript',
      'Vite',
      'Tailwind CSS',
      'Hono',
      'Web Audio API',
      'IndexedDB',
    ]) {
      expect(within(tech).getByText(name)).toBeInTheDocument();
    }
    const install = screen.getByRole('region', { name: 'Install the app' });
    expect(install).toHaveTextContent(/works offline/i);
  });
});
