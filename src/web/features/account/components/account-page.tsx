import type { ReactNode } from 'react';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useSession } from '#web/lib/session/use-session.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { AccountPrompt } from './account-prompt.tsx';
import { AccountSettings } from './account-settings.tsx';
import { loadFailed } from '#web/lib/load-failed.ts';

/** /my-account: Account Settings when signed in, the My Account prompt otherwise. */
export function AccountPage({
  passwordSection,
  backupSection,
  tokensSection,
}: {
  passwordSection: ReactNode;
  /** Backup and restore of the whole library: board-transfer's (decision 054), passed in by web/app. */
  backupSection?: ReactNode;
  /** Access tokens: the remote's (decision 060), passed in by web/app. */
  tokensSection?: ReactNode;
}) {
  const session = useSession();
  if (session.isPending) return <PageSpinner label="Loading your account…" />;
  if (loadFailed(session)) {
    return (
      <LoadError page message={session.error.message} onRetry={() => void session.refetch()} />
    );
  }
  if (!session.data) return <AccountPrompt />;
  return (
    <AccountSettings
      session={session.data}
      passwordSection={passwordSection}
      backupSection={backupSection}
      tokensSection={tokensSection}
    />
  );
}
