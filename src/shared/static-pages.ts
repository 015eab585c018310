/** The spec's texts for the static pages (spec §2 "Static pages", §5 contact form, §8 toasts). */

/** Shown under the About page's Get Started link. */
export const GET_STARTED_NOTE = 'No credit card required • Free to use';

/** Toast after a valid contact-form submission (spec §8). */
export const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you soon.";

/** The contact form's optional category, in the order the select lists them. */
export const CONTACT_CATEGORIES = [
  { value: 'support', label: 'Technical Support' },
  { value: 'bug', label: 'Bug Report' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'feedback', label: 'General Feedback' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]['value'];

export const CONTACT_CATEGORY_VALUES = CONTACT_CATEGORIES.map((category) => category.value) as [
  ContactCategory,
  ...ContactCategory[],
];

/** Inline messages of the contact form (name, email, subject and message are required). */
export const CONTACT_FORM_ERRORS = {
  name: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailFormat: 'Please enter a valid email address.',
  subject: 'Please enter a subject.',
  message: 'Please enter a message.',
} as const;

/** Format of the Privacy page's "Last updated" date (which is always today). */
export const LAST_UPDATED_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

export function formatLastUpdated(date: Date): string {
  return date.toLocaleDateString('en-US', LAST_UPDATED_FORMAT);
}
