import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { ChangePasswordSection } from '#web/features/auth/components/change-password-section.tsx';
import { AccountPage } from '#web/features/account/components/account-page.tsx';
import { LibraryBackupSection } from '#web/features/board-transfer/components/library-backup-section.tsx';
import { useBoardChoices } from '#web/features/boards/api/get-board-summaries.ts';
import { AccessTokensSection } from '#web/features/remote/components/access-tokens-section.tsx';

/** Access tokens scoped to one of the user's boards (decision 060): the boards feature's list. */
function OwnBoardsAccessTokens() {
  const boards = useBoardChoices();
  return <AccessTokensSection boards={boards.data?.boards ?? []} />;
}

export default function Page() {
  const session = useSession();
  useDocumentTitle(session.data ? PAGE_TITLES.accountSettings : PAGE_TITLES.myAccount);
  return (
    <AccountPage
      passwordSection={<ChangePasswordSection />}
      backupSection={<LibraryBackupSection />}
      tokensSection={<OwnBoardsAccessTokens />}
    />
  );
}
