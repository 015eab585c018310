import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { ComingSoon } from '#web/components/layout/coming-soon.tsx';

export default function Page() {
  useDocumentTitle(PAGE_TITLES.popular);
  return <ComingSoon title="Popular Boards" />;
}
