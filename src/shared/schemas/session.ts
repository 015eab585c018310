import { z } from 'zod';
import { profileSchema } from '#shared/schemas/profile.ts';

/** Authenticator assurance level: aal2 once the session passed a second factor (spec §4 Multi-factor). */
export const AAL_LEVELS = ['aal1', 'aal2'] as const;
export type Aal = (typeof AAL_LEVELS)[number];

export const FACTOR_TYPES = ['totp', 'phone'] as const;

export const factorSchema = z.object({
  factor_type: z.enum(FACTOR_TYPES),
  status: z.literal('verified'),
});
export type Factor = z.infer<typeof factorSchema>;

/** The session user (spec §3): id, e-mail, verified factors, and the session's assurance level. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  factors: z.array(factorSchema),
  aal: z.enum(AAL_LEVELS),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/me. */
export const meSchema = z.object({ user: sessionUserSchema, profile: profileSchema });
export type Me = z.infer<typeof meSchema>;
