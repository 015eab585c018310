import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MENU_LABEL,
  CLEAR_CACHE_LABEL,
  OPEN_MENU_LABEL,
  PRIMARY_NAV_LABEL,
  SKIP_TO_CONTENT_LABEL,
} from '#shared/navigation.ts';
import { PRODUCT_NAME } from '#shared/product.ts';
import { renderWithApp } from '#web/test/render-app.tsx';
import { AppShell } from './app-shell.tsx';

function renderShell() {
  return renderWithApp(
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/" element={<h1>Page content</h1>} />
      </Route>
    </Routes>,
  );
}

describe('AppShell', () => {
  it('has the header, main content, footer and the primary navigation (header or bottom bar) landmarks', () => {
    renderShell();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: CLEAR_CACHE_LABEL })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: OPEN_MENU_LABEL })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: ACCOUNT_MENU_LABEL })).toBeInTheDocument();

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // Decision 012: the header's copy shows from 1024 px, the bottom bar below (only one is displayed).
    const [inHeader, bottom] = screen.getAllByRole('navigation', { name: PRIMARY_NAV_LABEL });
    expect(header).toContainElement(inHeader!);
    expect(inHeader).toHaveClass('hidden', 'lg:block');
    expect(bottom).toHaveClass('lg:hidden');
    expect(header).not.toContainElement(bottom!);
  });

  it('offers a skip link to the content as the first stop of the keyboard, outside the React root', async () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
    document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: SKIP_TO_CONTENT_LABEL });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('root')).not.toContainElement(skip);
    document.body.innerHTML = '';
  });

  it('leaves the skip link to the page (one per page)', () => {
    renderShell();
    expect(screen.queryByRole('link', { name: SKIP_TO_CONTENT_LABEL })).toBeNull();
    expect(document.getElementById('main')).toHaveAttribute('tabindex', '-1');
  });
});
