import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { sessionQueryKey, type Session } from '#web/features/auth/api/get-session.ts';

/** Renders inside a router and a query client whose session is already known (null: a visitor). */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', session = null }: { path?: string; session?: Session | null } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(sessionQueryKey, session);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export const SIGNED_IN: Session = {
  user: { id: '7d9f1c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f', email: 'ada@example.com' },
};
