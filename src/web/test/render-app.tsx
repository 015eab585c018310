import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { sessionQueryKey, type Session } from '#web/lib/session/use-session.ts';
import { AppFeatureSlots } from '#web/app/feature-slots.tsx';

interface RenderOptions {
  /** The URL the router starts at. */
  path?: string;
  /** The known session (null: a visitor), or 'loading' to leave it to the session query. */
  session?: Session | null | 'loading';
  /** Query data known before the first render, as [query key, data] pairs. */
  queryData?: [readonly unknown[], unknown][];
}

/**
 * Renders inside a router and a query client whose session is already known unless told otherwise, with the
 * feature slots filled as the app fills them.
 */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', session = null, queryData = [] }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (session !== 'loading') queryClient.setQueryData(sessionQueryKey, session);
  for (const [key, data] of queryData) queryClient.setQueryData(key, data);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppFeatureSlots>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <CurrentLocation />
        </MemoryRouter>
      </AppFeatureSlots>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Exposes the router's location to tests as a data attribute: `currentLocation()`. */
function CurrentLocation() {
  const location = useLocation();
  return <output hidden data-testid="location" data-path={location.pathname + location.search} />;
}

export function currentLocation(): string | null {
  return document.querySelector('[data-testid="location"]')?.getAttribute('data-path') ?? null;
}

const SIGNED_IN_ID = '7d9f1c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f';

export const SIGNED_IN: Session = {
  user: { id: SIGNED_IN_ID, email: 'ada@example.com', factors: [], aal: 'aal1' },
  profile: {
    id: SIGNED_IN_ID,
    username: 'ada',
    full_name: 'Ada Lovelace',
    bio: null,
    avatar_url: null,
    profile_background_image_url: null,
    profile_background_settings: {},
    public_url_slug: 'ada',
  },
};
