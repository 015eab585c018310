import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO_CTA } from '#shared/navigation.ts';
import { renderWithApp } from '#web/test/render-app.tsx';
import { VisitorHero } from './visitor-hero.tsx';

describe('VisitorHero', () => {
  it('leads visitors to /auth in sign-up mode with the call to action', () => {
    renderWithApp(<VisitorHero />);
    expect(screen.getByRole('link', { name: HERO_CTA })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
  });
});
