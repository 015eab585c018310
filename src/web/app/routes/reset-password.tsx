import { PAGE_TITLES } from '#shared/page-titles.ts';
import { ResetPasswordPage } from '#web/features/auth/components/reset-password-page.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

export default function Page() {
  useDocumentTitle(PAGE_TITLES.resetPassword);
  return <ResetPasswordPage />;
}
