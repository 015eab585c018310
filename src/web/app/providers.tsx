import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { RealtimeSync } from '#web/features/boards/components/realtime-sync.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { CardAuditionProvider } from './card-audition-provider.tsx';
import { AppFeatureSlots } from './feature-slots.tsx';

export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** A client already holding the page's data (decision 021); a new one otherwise. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AppFeatureSlots>
        <CardAuditionProvider>{children}</CardAuditionProvider>
      </AppFeatureSlots>
      <RealtimeSync />
      {/* Below the sticky 4 rem navigation, never over it (decision 049). */}
      <Toaster
        richColors
        closeButton
        position="top-center"
        offset={{ top: 'calc(4rem + 0.75rem)' }}
        mobileOffset={{ top: 'calc(4rem + 0.5rem)' }}
      />
    </QueryClientProvider>
  );
}
