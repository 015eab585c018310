import { FileAudio, Info, Lightbulb, LifeBuoy, Wrench } from 'lucide-react';
import { HELP_AUDIO_ADVICE } from '#shared/limits.ts';
import { ROUTES } from '#shared/routes.ts';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import {
  QUICK_START,
  TIPS,
  TROUBLESHOOTING,
} from '#web/features/static-pages/content/help-guides.ts';
import { HelpFaqList } from '#web/features/static-pages/components/help-faq-list.tsx';
import { SectionHeading } from '#web/features/static-pages/components/section-heading.tsx';
import { StaticPage } from '#web/features/static-pages/components/static-page.tsx';

const { formats, recommendedMaxMb, performanceTipMb } = HELP_AUDIO_ADVICE;

export function HelpPage() {
  return (
    <StaticPage>
      <PageHeader
        eyebrow={
          <>
            <LifeBuoy aria-hidden className="size-4" /> Help Center
          </>
        }
        title="How can we help?"
        description="Get started in a few minutes, find answers to common questions and fix the usual snags."
      />

      <section aria-labelledby="help-quick-start" className="mb-12">
        <SectionHeading id="help-quick-start" title="Quick Start Guide" />
        <ol className="space-y-4">
          {QUICK_START.map(({ title, body }, index) => (
            <li key={title} className="flex gap-4">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="pt-1.5">
                <h3 className="font-semibold text-ink">{title}</h3>
                <p className="mt-1 text-ink-muted">{body}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 flex gap-3 rounded-ui border border-line bg-surface-sunken p-4 text-sm text-ink-muted">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
          <span>
            <strong className="font-semibold text-ink">Using Soundboard as a guest?</strong> Guest
            data is stored locally in this browser and may not persist — clearing site data or
            switching devices loses it. Create a free account to keep your boards and sounds safe in
            the cloud.
          </span>
        </p>
      </section>

      <section aria-labelledby="help-audio" className="mb-12">
        <Card className="flex flex-col gap-4 sm:flex-row">
          <FileAudio aria-hidden className="size-8 shrink-0 text-brand-700 dark:text-brand-300" />
          <div>
            <h2 id="help-audio" className="text-xl font-semibold text-ink">
              Audio files
            </h2>
            <ul className="mt-3 space-y-2 text-ink-muted">
              <li>
                <strong className="text-ink">Supported formats:</strong> {formats.join(', ')}
              </li>
              <li>
                <strong className="text-ink">Recommended maximum:</strong> {recommendedMaxMb}MB per
                file
              </li>
              <li>
                <strong className="text-ink">Tip:</strong> keep files under {performanceTipMb}MB for
                the best performance
              </li>
              <li>
                <strong className="text-ink">Hotkeys:</strong> number keys 1-9 and letters
              </li>
              <li>
                <strong className="text-ink">Sounds per board:</strong> unlimited
              </li>
            </ul>
          </div>
        </Card>
      </section>

      <section aria-labelledby="help-faq" className="mb-12">
        <SectionHeading
          id="help-faq"
          title="Frequently Asked Questions"
          intro="Select a question to see its answer."
        />
        <HelpFaqList />
      </section>

      <section aria-labelledby="help-troubleshooting" className="mb-12">
        <SectionHeading id="help-troubleshooting" title="Troubleshooting" />
        <ul className="space-y-3">
          {TROUBLESHOOTING.map(({ title, body }) => (
            <Card asChild key={title} className="flex gap-3 p-4 sm:p-5">
              <li>
                <Wrench aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-muted" />
                <div>
                  <h3 className="font-semibold text-ink">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-muted">{body}</p>
                </div>
              </li>
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-tips" className="mb-12">
        <SectionHeading id="help-tips" title="Tips" />
        <ul className="grid gap-3 sm:grid-cols-2">
          {TIPS.map(({ title, body }) => (
            <li key={title} className="rounded-ui border border-line bg-surface-sunken p-4 sm:p-5">
              <h3 className="flex items-center gap-2 font-semibold text-ink">
                <Lightbulb aria-hidden className="size-4 text-brand-700 dark:text-brand-300" />
                {title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <Card className="text-center">
        <h2 className="text-xl font-semibold text-ink">Still need help?</h2>
        <p className="mt-2 text-ink-muted">
          Can’t find what you’re looking for? <TextLink to={ROUTES.contact}>Contact us</TextLink>{' '}
          and we’ll get back to you.
        </p>
      </Card>
    </StaticPage>
  );
}
