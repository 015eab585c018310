import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { AboutPage } from '#web/features/static-pages/components/about-page.tsx';

export default function Page() {
  useDocumentTitle(PAGE_TITLES.about);
  return <AboutPage />;
}
