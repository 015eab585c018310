import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { PopularPage } from '#web/features/popular/components/popular-page.tsx';

/** /popular: Popular Boards (decision 026). */
export default function Page() {
  useDocumentTitle(PAGE_TITLES.popular);
  return <PopularPage />;
}
