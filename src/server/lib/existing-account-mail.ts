import { PRODUCT_NAME } from '#shared/product.ts';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sent instead of a confirmation when someone signs up with an e-mail that has an account (with a mail server
 * the sign-up answer looks the same either way, so only the owner learns of it).
 */
export function existingAccountMail(to: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: `Sign-up attempt for your ${PRODUCT_NAME} account`,
    text: [
      `Someone, perhaps you, tried to create a ${PRODUCT_NAME} account with this e-mail address.`,
      'You already have an account. Sign in here:',
      signInUrl,
      '',
      'If it was not you, ignore this mail; nothing was changed.',
    ].join('\n'),
    html: [
      `<p>Someone, perhaps you, tried to create a ${PRODUCT_NAME} account with this e-mail address.</p>`,
      `<p>You already have an account. <a href="${escapeHtml(signInUrl)}">Sign in</a></p>`,
      '<p>If it was not you, ignore this mail; nothing was changed.</p>',
    ].join('\n'),
  };
}
