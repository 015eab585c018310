import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  PhoneFactor,
  phoneEnrolSchema,
  phoneRemoveSchema,
  phoneVerifySchema,
} from '#shared/schemas/phone-factor.ts';
import { apiRequest } from '#web/lib/api/request.ts';

export const phoneFactorQueryKey = ['me', 'factors', 'phone'] as const;

/** GET /api/me/factors/phone: the enrolled number (masked), or null. */
const phoneFactorQueryOptions = queryOptions({
  queryKey: phoneFactorQueryKey,
  queryFn: () => apiRequest<{ phone: PhoneFactor | null }>('/api/me/factors/phone'),
});

export function usePhoneFactor(enabled: boolean) {
  return useQuery({ ...phoneFactorQueryOptions, enabled });
}

/** POST /api/me/factors/phone: saves the number and texts it a code. */
export const enrolPhone = (phoneNumber: string) =>
  apiRequest<{ phone: PhoneFactor }>('/api/me/factors/phone', {
    method: 'POST',
    json: { phone_number: phoneNumber } satisfies z.input<typeof phoneEnrolSchema>,
  });

/** POST /api/me/factors/phone/verify: the code from the text message. */
export const verifyPhone = (code: string) =>
  apiRequest<{ phone: PhoneFactor }>('/api/me/factors/phone/verify', {
    method: 'POST',
    json: { code } satisfies z.input<typeof phoneVerifySchema>,
  });

/** DELETE /api/me/factors/phone: removes the phone factor (the password confirms it). */
export const removePhone = (password: string) =>
  apiRequest<{ removed: boolean }>('/api/me/factors/phone', {
    method: 'DELETE',
    json: { password } satisfies z.input<typeof phoneRemoveSchema>,
  });
