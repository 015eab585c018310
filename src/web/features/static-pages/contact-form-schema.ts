import { z } from 'zod';
import { CONTACT_CATEGORY_VALUES, CONTACT_FORM_ERRORS } from '#shared/static-pages.ts';

const required = (message: string) => z.string().trim().min(1, message);

/** Contact form (spec §5): name, email, subject and message required; category optional; no length limits. */
export const contactFormSchema = z.object({
  name: required(CONTACT_FORM_ERRORS.name),
  email: required(CONTACT_FORM_ERRORS.emailRequired).pipe(
    z.email({ error: CONTACT_FORM_ERRORS.emailFormat }),
  ),
  subject: required(CONTACT_FORM_ERRORS.subject),
  category: z.union([z.enum(CONTACT_CATEGORY_VALUES), z.literal('')]),
  message: required(CONTACT_FORM_ERRORS.message),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactFormInput = {
  name: '',
  email: '',
  subject: '',
  category: '',
  message: '',
};
