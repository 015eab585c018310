import { ContactPage } from '#web/features/static-pages/components/contact-page.tsx';

export default function Page() {
  return <ContactPage />;
}
