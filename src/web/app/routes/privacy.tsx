import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { PrivacyPage } from '#web/features/static-pages/components/privacy-page.tsx';

export default function Page() {
  useDocumentTitle(PAGE_TITLES.privacy);
  return <PrivacyPage />;
}
