import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { ChangePasswordSection } from '#web/features/auth/components/change-password-section.tsx';
import { AccountPage } from '#web/features/account/components/account-page.tsx';
import { LibraryBackupSection } from '#web/features/board-transfer/components/library-backup-section.tsx';

export default function Page() {
  const session = useSession();
  useDocumentTitle(session.data ? PAGE_TITLES.accountSettings : PAGE_TITLES.myAccount);
  return (
    <AccountPage
      passwordSection={<ChangePasswordSection />}
      backupSection={<LibraryBackupSection />}
    />
  );
}
