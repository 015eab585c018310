import { PRODUCT_NAME } from '#shared/product.ts';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail confirmation mail: one link that verifies the address and returns to the site. */
export function verificationMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: `Confirm your e-mail for ${PRODUCT_NAME}`,
    text: [
      `Welcome to ${PRODUCT_NAME}!`,
      '',
      'Confirm your e-mail address by opening this link:',
      url,
      '',
      'If you did not sign up, ignore this mail.',
    ].join('\n'),
    html: [
      `<p>Welcome to ${PRODUCT_NAME}!</p>`,
      `<p><a href="${escapeHtml(url)}">Confirm your e-mail address</a></p>`,
      '<p>If you did not sign up, ignore this mail.</p>',
    ].join('\n'),
  };
}
