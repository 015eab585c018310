import { PAGE_TITLES } from '#shared/page-titles.ts';
import { EmailConfirmedPage } from '#web/features/auth/components/email-confirmed-page.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

export default function Page() {
  useDocumentTitle(PAGE_TITLES.emailConfirmed);
  return <EmailConfirmedPage />;
}
