import { Clock, Mail } from 'lucide-react';
import { CONTACT_RESPONSE_TIME } from '#shared/limits.ts';
import { ROUTES } from '#shared/routes.ts';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { CONTACT_HELP_CATEGORIES } from '#web/features/static-pages/content/contact-content.ts';
import { ContactForm } from '#web/features/static-pages/components/contact-form.tsx';
import { SectionHeading } from '#web/features/static-pages/components/section-heading.tsx';
import { StaticPage } from '#web/features/static-pages/components/static-page.tsx';

export function ContactPage() {
  return (
    <StaticPage wide>
      <PageHeader
        eyebrow={
          <>
            <Mail aria-hidden className="size-4" /> Contact
          </>
        }
        title="Contact Us"
        description="Questions, problems or ideas — send us a message and a real person will answer."
      />

      <section aria-labelledby="contact-topics" className="mb-10">
        <SectionHeading id="contact-topics" title="How can we help?" />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CONTACT_HELP_CATEGORIES.map(({ icon: Icon, title, body }) => (
            <Card asChild key={title} className="p-5">
              <li>
                <Icon aria-hidden className="mb-3 size-6 text-brand-700 dark:text-brand-300" />
                <h3 className="font-semibold text-ink">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{body}</p>
              </li>
            </Card>
          ))}
        </ul>
      </section>

      <div className="grid gap-8 lg:grid-cols-3">
        <aside aria-label="Before you write" className="space-y-4 lg:order-last">
          <Card className="flex gap-3 p-5">
            <Clock
              aria-hidden
              className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
            />
            <div>
              <h2 className="font-semibold text-ink">Response time</h2>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">
                We typically respond within{' '}
                <span className="whitespace-nowrap">{CONTACT_RESPONSE_TIME}</span>. For bug reports,
                include the page address and the steps that led to the problem so we can reproduce
                it quickly.
              </p>
            </div>
          </Card>
          <Card className="p-5">
            <h2 className="font-semibold text-ink">Looking for a quick answer?</h2>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">
              The <TextLink to={ROUTES.help}>Help Center</TextLink> covers recording, uploads,
              hotkeys, sharing, the trash and more.
            </p>
          </Card>
        </aside>

        <section aria-labelledby="contact-form-title" className="lg:col-span-2">
          <Card>
            <h2 id="contact-form-title" className="text-xl font-semibold text-ink">
              Send us a message
            </h2>
            <p className="mt-1 mb-6 text-sm text-ink-muted">
              All fields are required unless marked optional.
            </p>
            <ContactForm />
          </Card>
        </section>
      </div>
    </StaticPage>
  );
}
