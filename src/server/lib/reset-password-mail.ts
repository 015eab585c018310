import { PRODUCT_NAME } from '#shared/product.ts';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The "Forgot password?" mail: one link to the reset page (decision 011). */
export function resetPasswordMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      'Someone asked to reset the password of your account.',
      '',
      'Choose a new password by opening this link (it works for one hour):',
      url,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
    html: [
      '<p>Someone asked to reset the password of your account.</p>',
      `<p><a href="${escapeHtml(url)}">Choose a new password</a> (the link works for one hour).</p>`,
      '<p>If it was not you, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
  };
}
