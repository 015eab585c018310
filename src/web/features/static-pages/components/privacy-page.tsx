import { PRODUCT_NAME } from '#shared/product.ts';
import { formatLastUpdated } from '#shared/static-pages.ts';
import { PRIVACY_SECTIONS } from '#web/features/static-pages/content/privacy-sections.tsx';
import { LegalPage } from '#web/features/static-pages/components/legal-page.tsx';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description={`How ${PRODUCT_NAME} collects, uses and protects your information — in plain language.`}
      meta={<LastUpdated />}
      sections={PRIVACY_SECTIONS}
    />
  );
}

function LastUpdated() {
  const today = new Date();
  const isoDate = [
    today.getFullYear(),
    String(today.getMonth() + 1).padStart(2, '0'),
    String(today.getDate()).padStart(2, '0'),
  ].join('-');
  return (
    <p className="text-sm text-ink-muted">
      Last updated: <time dateTime={isoDate}>{formatLastUpdated(today)}</time>
    </p>
  );
}
