import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { HelpPage } from '#web/features/static-pages/components/help-page.tsx';

export default function Page() {
  useDocumentTitle(PAGE_TITLES.help);
  return <HelpPage />;
}
