import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_ERRORS } from '#shared/static-pages.ts';
import { contactFormSchema } from '#web/features/static-pages/contact-form-schema.ts';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  category: '',
  message: 'A very long message. '.repeat(500),
};

const messages = (input: unknown) =>
  contactFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('contactFormSchema', () => {
  it('accepts a filled form without a category and has no length limits', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...valid, category: 'bug' }).success).toBe(true);
  });

  it('treats whitespace-only fields as empty', () => {
    expect(messages({ ...valid, name: '   ', subject: ' ', message: '\n' })).toEqual([
      CONTACT_FORM_ERRORS.name,
      CONTACT_FORM_ERRORS.subject,
      CONTACT_FORM_ERRORS.message,
    ]);
  });

  it('asks for an e-mail, then for a valid one', () => {
    expect(messages({ ...valid, email: '' })).toEqual([CONTACT_FORM_ERRORS.emailRequired]);
    expect(messages({ ...valid, email: 'ada@' })).toEqual([CONTACT_FORM_ERRORS.emailFormat]);
  });

  it('rejects an unknown category', () => {
    expect(contactFormSchema.safeParse({ ...valid, category: 'sales' }).success).toBe(false);
  });
});
