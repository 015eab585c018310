import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HELP_AUDIO_ADVICE } from '#shared/limits.ts';
import { ROUTES } from '#shared/routes.ts';
import { HelpPage } from '#web/features/static-pages/components/help-page.tsx';

function renderPage() {
  render(
    <MemoryRouter>
      <HelpPage />
    </MemoryRouter>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('HelpPage', () => {
  it('has one h1 and a numbered quick-start guide', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const quickStart = region('Quick Start Guide');
    expect(within(quickStart).getByRole('list').tagName).toBe('OL');
    expect(within(quickStart).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('has twelve FAQs of which only one is open at a time', async () => {
    const user = userEvent.setup();
    renderPage();
    const triggers = within(region('Frequently Asked Questions')).getAllByRole('button');
    expect(triggers).toHaveLength(12);
    const [first, second] = triggers as [HTMLElement, HTMLElement];
    expect(triggers.every((t) => t.getAttribute('aria-expanded') === 'false')).toBe(true);

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(triggers.filter((t) => t.getAttribute('aria-expanded') === 'true')).toHaveLength(1);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists five troubleshooting items and four tips', () => {
    renderPage();
    expect(within(region('Troubleshooting')).getAllByRole('listitem')).toHaveLength(5);
    expect(within(region('Tips')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('states the audio advice, the hotkeys, unlimited sounds and the guest-data note', () => {
    renderPage();
    const audio = region('Audio files');
    expect(audio).toHaveTextContent(`Supported formats: ${HELP_AUDIO_ADVICE.formats.join(', ')}`);
    expect(audio).toHaveTextContent(`${HELP_AUDIO_ADVICE.recommendedMaxMb}MB`);
    expect(audio).toHaveTextContent(`under ${HELP_AUDIO_ADVICE.performanceTipMb}MB`);
    expect(audio).toHaveTextContent('number keys 1-9 and letters');
    expect(screen.getAllByText(/unlimited sounds/i).length).toBeGreaterThan(0);
    expect(screen.getByText(/guest data is stored locally/i)).toHaveTextContent(/may not persist/);
  });

  it('links to the contact page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      ROUTES.contact,
    );
  });
});
