import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS } from '#shared/navigation.ts';
import { renderWithApp } from '#web/test/render-app.tsx';
import { AppFooter } from './app-footer.tsx';

describe('AppFooter', () => {
  it('links the static pages and shows the copyright with this year', () => {
    renderWithApp(<AppFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(FOOTER_LINKS.map((link) => link.to));
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Soundboard`);
  });
});
