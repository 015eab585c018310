import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { ContactPage } from '#web/features/static-pages/components/contact-page.tsx';

export default function Page() {
  useDocumentTitle(PAGE_TITLES.contact);
  return <ContactPage />;
}
