import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes.ts';
import { NotFoundPage } from '#web/features/static-pages/components/not-found-page.tsx';

describe('NotFoundPage', () => {
  it('says the page was not found and links home and to help', () => {
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', ROUTES.home);
    expect(screen.getByRole('link', { name: /help/i })).toHaveAttribute('href', ROUTES.help);
  });
});
