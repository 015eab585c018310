import { z } from 'zod';
import { CODE_MAX, PASSWORD_MAX, PHONE_INPUT_MAX } from '#shared/limits.ts';

export const PHONE_MESSAGES = {
  invalidNumber: 'Enter the number in international format, e.g. +44 7700 900123.',
  noPhone: 'No phone number is waiting for a code. Add the number again.',
  noVerifiedPhone: 'No phone number is set up for this account.',
  wrongCode: 'That code is not right. Check the message and try again.',
  codeExpired: 'That code has expired. Ask for a new one.',
} as const;

/** A phone number in international (E.164) form; spaces, dashes, dots and brackets are ignored. */
export const phoneNumberSchema = z
  .string()
  .max(PHONE_INPUT_MAX, PHONE_MESSAGES.invalidNumber)
  .transform((value) => value.replace(/[\s\-.()]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, PHONE_MESSAGES.invalidNumber));

/** POST /api/me/factors/phone. */
export const phoneEnrolSchema = z.object({ phone_number: phoneNumberSchema });
/** POST /api/me/factors/phone/verify. */
export const phoneVerifySchema = z.object({ code: z.string().trim().min(1).max(CODE_MAX) });
/** DELETE /api/me/factors/phone: the password confirms the removal. */
export const phoneRemoveSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });

/** The enrolled number as the Security section lists it (masked but for the last digits). */
export const phoneFactorSchema = z.object({ phone_number: z.string(), verified: z.boolean() });
export type PhoneFactor = z.infer<typeof phoneFactorSchema>;
