import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { CreatedAccessToken } from '#shared/remote.ts';
import { REMOTE_UI_MESSAGES as M } from '#shared/remote-ui-messages.ts';
import { Card } from '#web/components/ui/card.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAccessTokens } from '../api/access-tokens.ts';
import { AccessTokenRow } from './access-token-row.tsx';
import { CreateAccessTokenForm } from './create-access-token-form.tsx';
import { NewAccessToken } from './new-access-token.tsx';

/** A board the token may be scoped to (the boards feature's list, passed in by web/app). */
export interface ScopeBoard {
  id: string;
  name: string;
}

/**
 * Account Settings → Access tokens (decision 060): the list (name, scope, created, last used) with Revoke, and
 * Create (a name and one board or all), whose token is shown once with Copy and a curl line to try it.
 */
export function AccessTokensSection({ boards }: { boards: readonly ScopeBoard[] }) {
  const tokens = useAccessTokens();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  return (
    <Card asChild>
      <section aria-labelledby="access-tokens-title" className="space-y-4">
        <div>
          <h2 id="access-tokens-title" className="flex items-center gap-2 text-xl font-semibold">
            <KeyRound aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
            {M.tokensTitle}
          </h2>
          <p className="mt-1 text-ink-muted">{M.tokensDescription}</p>
        </div>
        {created ? (
          <NewAccessToken created={created} boards={boards} onDone={() => setCreated(null)} />
        ) : (
          <CreateAccessTokenForm boards={boards} onCreated={setCreated} />
        )}
        {tokens.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : tokens.isError ? (
          <LoadError message={tokens.error.message} onRetry={() => void tokens.refetch()} />
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-ink-muted">{M.noTokens}</p>
        ) : (
          <ul className="divide-y divide-line rounded-ui border border-line">
            {tokens.data.map((token) => (
              <AccessTokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
