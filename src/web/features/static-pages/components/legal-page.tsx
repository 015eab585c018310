import type { ReactNode } from 'react';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ProseSection } from '#web/components/ui/prose-section.tsx';
import type { LegalSection } from '#web/features/static-pages/content/legal-section.ts';
import { StaticPage } from '#web/features/static-pages/components/static-page.tsx';

/** Layout shared by the Privacy and Terms pages: header, a table of contents and numbered sections. */
export function LegalPage({
  title,
  description,
  meta,
  sections,
}: {
  title: string;
  description: ReactNode;
  meta?: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <StaticPage>
      <PageHeader title={title} description={description}>
        {meta}
      </PageHeader>
      <nav
        aria-label="On this page"
        className="mb-10 rounded-ui border border-line bg-surface-sunken p-5"
      >
        <p className="mb-3 text-sm font-semibold text-ink">On this page</p>
        <ol className="grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm text-ink-muted marker:text-ink-muted sm:grid-cols-2">
          {sections.map(({ id, title: sectionTitle }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="underline-offset-4 hover:text-ink hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {sectionTitle}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-10">
        {sections.map(({ id, title: sectionTitle, body }, index) => (
          <ProseSection key={id} id={id} title={`${index + 1}. ${sectionTitle}`}>
            {body}
          </ProseSection>
        ))}
      </div>
    </StaticPage>
  );
}
