import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';

/** The password rule, shown under every new-password field before submitting (decision 011). */
export const PASSWORD_RULE = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;

/** Which form field an auth error belongs to, so that the form shows it there. */
export type AuthErrorField = 'email' | 'password' | 'newPassword' | 'currentPassword' | 'code';

export interface AuthErrorText {
  message: string;
  field?: AuthErrorField;
}

const WRONG_CODE: AuthErrorText = {
  message: 'That code is not right. Check it and try again.',
  field: 'code',
};

/**
 * better-auth's error codes as sentences a user understands (decision 011); the server answers with these
 * messages and the forms put them on their field. Codes not listed keep the server's message.
 */
export const AUTH_ERRORS: Record<string, AuthErrorText> = {
  INVALID_EMAIL: {
    message: 'Enter a valid e-mail address, like name@example.com.',
    field: 'email',
  },
  INVALID_EMAIL_OR_PASSWORD: {
    message: 'That e-mail and password do not match an account. Check both and try again.',
  },
  PASSWORD_TOO_SHORT: {
    message: `That password is too short: use ${PASSWORD_RULE}`,
    field: 'password',
  },
  PASSWORD_TOO_LONG: {
    message: `That password is too long: use ${PASSWORD_RULE}`,
    field: 'password',
  },
  // New passwords (sign-up, change, reset) that are guessed first: the server refuses them with these codes.
  PASSWORD_TOO_COMMON: {
    message:
      'That password is one of the most common passwords, so it is among the first anyone tries. Choose another.',
    field: 'password',
  },
  PASSWORD_TOO_SIMPLE: {
    message:
      'That password is too easy to guess: spaces only, one character repeated, or a run like 12345678 or qwertyui. Choose another.',
    field: 'password',
  },
  PASSWORD_LIKE_EMAIL: {
    message: 'That password is too close to your e-mail address. Choose another.',
    field: 'password',
  },
  INVALID_PASSWORD: { message: 'That password is not right.', field: 'currentPassword' },
  INVALID_CODE: WRONG_CODE,
  INVALID_OTP: WRONG_CODE,
  OTP_HAS_EXPIRED: { message: 'That code has expired. Ask for a new one.', field: 'code' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    message: 'Too many wrong codes. Ask for a new code.',
    field: 'code',
  },
  INVALID_BACKUP_CODE: {
    message: 'That backup code is not right, or it was used already.',
    field: 'code',
  },
  EMAIL_NOT_VERIFIED: {
    message:
      'Your e-mail address is not confirmed yet. We just sent you a new link: open it, then sign in.',
  },
  EMAIL_ALREADY_VERIFIED: { message: 'That e-mail address is confirmed already: sign in.' },
  INVALID_TOKEN: { message: 'This link is invalid or has expired. Ask for a new one below.' },
  TOKEN_EXPIRED: { message: 'This link has expired. Ask for a new one below.' },
};

/** better-auth's own input check answers `[body.email] …`: a sentence and a field instead. */
export function authValidationText(message: string): AuthErrorText | undefined {
  if (message.startsWith('[body.email]')) return AUTH_ERRORS.INVALID_EMAIL;
  if (/^\[body\.(password|newPassword)\]/.test(message)) {
    return { message: `Enter a password of ${PASSWORD_RULE}`, field: 'password' };
  }
  return undefined;
}

/** The hint under a new-password field. */
export const PASSWORD_HINT = `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, and not a common password, your e-mail name or a simple pattern like 12345678.`;
