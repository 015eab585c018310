import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { TermsPage } from '#web/features/static-pages/components/terms-page.tsx';

export default function Page() {
  useDocumentTitle(PAGE_TITLES.terms);
  return <TermsPage />;
}
