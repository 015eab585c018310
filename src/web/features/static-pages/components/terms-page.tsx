import { PRODUCT_NAME } from '#shared/product.ts';
import { TERMS_SECTIONS } from '#web/features/static-pages/content/terms-sections.tsx';
import { LegalPage } from '#web/features/static-pages/components/legal-page.tsx';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description={`The rules for using ${PRODUCT_NAME}. Please read them — they are short.`}
      sections={TERMS_SECTIONS}
    />
  );
}
