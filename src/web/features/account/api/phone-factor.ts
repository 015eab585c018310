import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhoneFactor } from '#shared/schemas/phone-factor.ts';
import { sendJson } from '#web/lib/api/auth-request.ts';

export const phoneFactorQueryKey = ['me', 'factors', 'phone'] as const;

/** GET /api/me/factors/phone: the enrolled number (masked), or null. */
export const phoneFactorQueryOptions = queryOptions({
  queryKey: phoneFactorQueryKey,
  queryFn: () => sendJson<{ phone: PhoneFactor | null }>('GET', '/api/me/factors/phone'),
});

export function usePhoneFactor(enabled: boolean) {
  return useQuery({ ...phoneFactorQueryOptions, enabled });
}

/** POST /api/me/factors/phone: saves the number and texts it a code. */
export const enrolPhone = (phoneNumber: string) =>
  sendJson<{ phone: PhoneFactor }>('POST', '/api/me/factors/phone', { phone_number: phoneNumber });

/** POST /api/me/factors/phone/verify: the code from the text message. */
export const verifyPhone = (code: string) =>
  sendJson<{ phone: PhoneFactor }>('POST', '/api/me/factors/phone/verify', { code });

/** DELETE /api/me/factors/phone: removes the phone factor (the password confirms it). */
export const removePhone = (password: string) =>
  sendJson<{ removed: boolean }>('DELETE', '/api/me/factors/phone', { password });
