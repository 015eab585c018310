import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_NAV, VISITOR_NAV } from '#shared/navigation.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { BottomNav } from './bottom-nav.tsx';

function links() {
  return within(screen.getByRole('navigation', { name: 'Primary' })).getAllByRole('link');
}

describe('BottomNav', () => {
  it('shows the visitor set to visitors', () => {
    renderWithApp(<BottomNav />);
    expect(links().map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      VISITOR_NAV.map((item) => [item.label, item.to]),
    );
  });

  it('shows the signed-in set to a signed-in user', () => {
    renderWithApp(<BottomNav />, { session: SIGNED_IN });
    expect(links().map((link) => link.getAttribute('href'))).toEqual(
      SIGNED_IN_NAV.map((item) => item.to),
    );
  });

  it.each([
    { path: '/', session: null, active: '/' },
    { path: '/popular', session: null, active: '/popular' },
    { path: '/my-boards', session: SIGNED_IN, active: '/my-boards' },
    { path: '/my-boards/x', session: SIGNED_IN, active: '/my-boards' },
    { path: '/about', session: null, active: null },
  ])('on $path marks only $active as the current page', ({ path, session, active }) => {
    renderWithApp(<BottomNav />, { path, session });
    const current = links().filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(active ? [active] : []);
  });

  it('renders every label in full (DESIGN §7: no first-word labels) and hides from 1024 px', () => {
    renderWithApp(<BottomNav />, { session: SIGNED_IN });
    expect(links().map((link) => link.textContent)).toEqual(SIGNED_IN_NAV.map((i) => i.label));
    expect(screen.getByRole('navigation', { name: 'Primary' })).toHaveClass('lg:hidden');
  });
});
