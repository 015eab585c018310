import { Accordion } from '#web/components/ui/accordion.tsx';
import { AccordionItem } from '#web/components/ui/accordion-item.tsx';
import { HELP_FAQS } from '#web/features/static-pages/content/help-faqs.ts';

/** The help page's frequently asked questions; one answer is open at a time. */
export function HelpFaqList() {
  return (
    <Accordion>
      {HELP_FAQS.map(({ id, question, answer }) => (
        <AccordionItem key={id} value={id} title={question}>
          <div className="space-y-3">
            {answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
