import { ROUTES } from '#shared/routes.ts';
import { postAuth } from '#web/lib/api/auth-request.ts';

/** POST /api/auth/request-password-reset: mails a link to the reset page (same answer for any address). */
export const requestPasswordReset = (email: string) =>
  postAuth('/request-password-reset', { email, redirectTo: ROUTES.resetPassword });

/** POST /api/auth/reset-password: the new password for the token the mailed link carried. */
export const resetPassword = (token: string, newPassword: string) =>
  postAuth('/reset-password', { token, newPassword });

/** POST /api/auth/change-password: the server signs every other session out. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  postAuth('/change-password', { currentPassword, newPassword });

/** POST /api/auth/send-verification-email: a new confirmation link, back to the confirmation page. */
export const resendVerification = (email: string) =>
  postAuth('/send-verification-email', { email, callbackURL: ROUTES.emailConfirmed });
