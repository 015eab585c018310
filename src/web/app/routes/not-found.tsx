import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { NotFoundPage } from '#web/features/static-pages/components/not-found-page.tsx';

export default function Page() {
  useDocumentTitle(PAGE_TITLES.notFound);
  return <NotFoundPage />;
}
