import { TermsPage } from '#web/features/static-pages/components/terms-page.tsx';

export default function Page() {
  return <TermsPage />;
}
