import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router';
import { ERROR_MESSAGES } from '#shared/error-messages.ts';
import { renderWithApp } from '#web/test/render-app.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

const FAILURE = 'the board could not be drawn';

/** A page part that throws while `broken.now` is set. */
const broken = { now: true };
function Fragile() {
  if (broken.now) throw new Error(FAILURE);
  return <p>The board</p>;
}

/** A shell like the app's: a header with a link around one route area. */
function Shell() {
  return (
    <>
      <header>
        <Link to="/about">About</Link>
      </header>
      <main>
        <Routes>
          <Route
            path="/"
            element={
              <RouteErrorBoundary>
                <Fragile />
              </RouteErrorBoundary>
            }
          />
          <Route
            path="/about"
            element={
              <RouteErrorBoundary>
                <p>About us</p>
              </RouteErrorBoundary>
            }
          />
        </Routes>
      </main>
    </>
  );
}

beforeEach(() => {
  broken.now = true;
  // React reports the error it caught with console.error; only that one is expected here.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => String(arg).includes(FAILURE))) return;
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

describe('RouteErrorBoundary', () => {
  it('shows the friendly message in place of the failed area, keeps the rest, and Retry draws it again', async () => {
    renderWithApp(<Shell />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES.title);
    expect(alert).toHaveTextContent(ERROR_MESSAGES.renderFailed);
    expect(screen.queryByText('The board')).not.toBeInTheDocument();
    // The rest of the page stays: the header's link is there and usable.
    expect(screen.getByRole('link', { name: 'About' })).toBeVisible();

    const retry = screen.getByRole('button', { name: ERROR_MESSAGES.retry });
    retry.focus();
    expect(retry).toHaveFocus();

    // Still failing: Retry shows the message again.
    await userEvent.click(retry);
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.renderFailed);

    broken.now = false;
    await userEvent.click(screen.getByRole('button', { name: ERROR_MESSAGES.retry }));
    expect(screen.getByText('The board')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error on navigation', async () => {
    renderWithApp(<Shell />);
    expect(screen.getByRole('alert')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByText('About us')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
