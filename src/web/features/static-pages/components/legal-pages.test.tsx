import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TERMS_CHANGE_NOTICE_DAYS } from '#shared/limits.ts';
import { ROUTES } from '#shared/routes.ts';
import { PrivacyPage } from '#web/features/static-pages/components/privacy-page.tsx';
import { TermsPage } from '#web/features/static-pages/components/terms-page.tsx';

const inRouter = (page: React.ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('PrivacyPage', () => {
  it('has eight sections, from data collected to contact', () => {
    inRouter(<PrivacyPage />);
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(8);
    expect(sections[0]).toHaveTextContent('Information We Collect');
    expect(sections[7]).toHaveTextContent('Contact');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
  });

  it('names the four kinds of data collected and the GIF search provider', () => {
    inRouter(<PrivacyPage />);
    for (const kind of [
      /account information/i,
      /your content/i,
      /usage information/i,
      /technical data/i,
    ]) {
      expect(screen.getByText(kind)).toBeInTheDocument();
    }
    expect(screen.getByText(/gif search provider/i)).toBeInTheDocument();
  });

  it("shows today's date as the last-updated date", () => {
    inRouter(<PrivacyPage />);
    const today = new Date().toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent(`Last updated: ${today}`);
  });

  it('links to the contact page', () => {
    inRouter(<PrivacyPage />);
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      ROUTES.contact,
    );
  });
});

describe('TermsPage', () => {
  it('has eleven sections and gives the change-notice period', () => {
    inRouter(<TermsPage />);
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(11);
    expect(sections[0]).toHaveTextContent('Acceptance');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    expect(
      screen.getByText(new RegExp(`${TERMS_CHANGE_NOTICE_DAYS} days’ notice`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      ROUTES.contact,
    );
  });
});
