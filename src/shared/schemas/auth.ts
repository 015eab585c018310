import { z } from 'zod';
import { INPUT_MESSAGES } from '#shared/input-messages.ts';
import { ACCOUNT_NAME_MAX, EMAIL_MAX, PASSWORD_MAX, URL_MAX } from '#shared/limits.ts';

/** The account's e-mail address: at most EMAIL_MAX characters (better-auth checks the form itself). */
export const emailFieldSchema = z.string().max(EMAIL_MAX, INPUT_MESSAGES.emailTooLong(EMAIL_MAX));
export const passwordFieldSchema = z
  .string()
  .max(PASSWORD_MAX, INPUT_MESSAGES.passwordTooLong(PASSWORD_MAX));
export const accountNameSchema = z
  .string()
  .max(ACCOUNT_NAME_MAX, INPUT_MESSAGES.accountNameTooLong(ACCOUNT_NAME_MAX));
const urlField = z.string().max(URL_MAX, INPUT_MESSAGES.tooLong(URL_MAX));

/**
 * The maxima of better-auth's bodies, checked on the /api/auth mount before better-auth reads them
 * (DESIGN §6). Other fields pass to better-auth, which validates them itself.
 */
export const AUTH_BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/sign-up/email': z.looseObject({
    email: emailFieldSchema,
    password: passwordFieldSchema,
    name: accountNameSchema.optional(),
    image: urlField.optional(),
    callbackURL: urlField.optional(),
  }),
  '/sign-in/email': z.looseObject({
    email: emailFieldSchema,
    password: passwordFieldSchema,
    callbackURL: urlField.optional(),
  }),
  '/update-user': z.looseObject({
    name: accountNameSchema.optional(),
    image: urlField.nullable().optional(),
  }),
  '/change-password': z.looseObject({
    currentPassword: passwordFieldSchema,
    newPassword: passwordFieldSchema,
  }),
  '/change-email': z.looseObject({ newEmail: emailFieldSchema, callbackURL: urlField.optional() }),
  '/send-verification-email': z.looseObject({ email: emailFieldSchema }),
  // Forgot password (decision 011).
  '/request-password-reset': z.looseObject({
    email: emailFieldSchema,
    redirectTo: urlField.optional(),
  }),
  '/reset-password': z.looseObject({
    newPassword: passwordFieldSchema,
    token: urlField.optional(),
  }),
};
