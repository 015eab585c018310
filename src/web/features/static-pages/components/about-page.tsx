import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/product.ts';
import { ROUTES } from '#shared/routes.ts';
import { GET_STARTED_NOTE } from '#shared/static-pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import {
  ABOUT_FEATURES,
  HOW_IT_WORKS,
  INSTALL_POINTS,
  TECHNOLOGIES,
} from '#web/features/static-pages/content/about-content.ts';
import { SectionHeading } from '#web/features/static-pages/components/section-heading.tsx';
import { StaticPage } from '#web/features/static-pages/components/static-page.tsx';

export function AboutPage() {
  return (
    <StaticPage wide>
      <PageHeader
        eyebrow={
          <>
            <Sparkles aria-hidden className="size-4" /> About
          </>
        }
        title={`About ${PRODUCT_NAME}`}
        description={`${PRODUCT_NAME} turns your sounds into boards of buttons you can play with a tap or a keypress, and share with anyone. Use it as a guest to browse and play public boards, or create a free account to build unlimited boards of your own and keep them in the cloud.`}
      />

      <section aria-labelledby="about-features" className="mb-14">
        <SectionHeading
          id="about-features"
          title="Features"
          intro="Everything you need for a quick reaction, a running gag or a full live show."
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ABOUT_FEATURES.map(({ icon: Icon, title, body }) => (
            <Card asChild key={title}>
              <li>
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-ui bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-200">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="text-lg font-semibold text-ink">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{body}</p>
              </li>
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-how" className="mb-14">
        <SectionHeading
          id="about-how"
          title="How It Works"
          intro="From first sound to shared board in four steps."
        />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS.map(({ title, body }, index) => (
            <li
              key={title}
              className="relative rounded-ui border border-line bg-surface-sunken p-5"
            >
              <span
                aria-hidden
                className="mb-3 flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{body}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="mb-14 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="about-tech">
          <SectionHeading
            id="about-tech"
            title="Technology"
            intro="Built on open, well-supported web technology."
          />
          <ul className="divide-y divide-line rounded-ui border border-line bg-surface-raised">
            {TECHNOLOGIES.map(({ name, role }) => (
              <li key={name} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:gap-2">
                <span className="font-semibold text-ink sm:w-48 sm:shrink-0 lg:w-36">{name}</span>
                <span className="text-sm text-ink-muted sm:text-base">{role}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-install">
          <SectionHeading
            id="about-install"
            title="Install the app"
            intro={`${PRODUCT_NAME} is a progressive web app: install it from your browser, no app store needed.`}
          />
          <Card className="space-y-5">
            {INSTALL_POINTS.map(({ icon: Icon, title, body }) => (
              <div key={title} className="flex gap-3">
                <Icon
                  aria-hidden
                  className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
                />
                <div>
                  <h3 className="font-semibold text-ink">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-muted">{body}</p>
                </div>
              </div>
            ))}
          </Card>
        </section>
      </div>

      <section
        aria-labelledby="about-start"
        className="rounded-ui bg-brand-700 px-6 py-10 text-center text-white sm:px-10"
      >
        <h2 id="about-start" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Ready to make some noise?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">
          Create your first board in under a minute — unlimited boards, unlimited sounds on each.
        </p>
        <Button asChild size="lg" variant="secondary" className="mt-6 border-transparent">
          <Link to={ROUTES.auth}>
            Get Started <ArrowRight aria-hidden />
          </Link>
        </Button>
        <p className="mt-3 text-sm text-brand-100">{GET_STARTED_NOTE}</p>
      </section>
    </StaticPage>
  );
}
