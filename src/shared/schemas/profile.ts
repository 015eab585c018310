import { z } from 'zod';
import {
  BACKGROUND_SIZES,
  BIO_MAX,
  FULL_NAME_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from '#shared/limits.ts';
import { PROFILE_INPUT_MESSAGES, PROFILE_MESSAGES } from '#shared/profile-messages.ts';

/** A background's drawing settings; `{}` when none is chosen (drawn as cover). */
export const backgroundSettingsSchema = z.object({ size: z.enum(BACKGROUND_SIZES).optional() });
export type BackgroundSettings = z.infer<typeof backgroundSettingsSchema>;

/** Spec §3 "Profile upload": the buckets a profile's files go to (avatar, background). */
export const PROFILE_FILE_BUCKETS = ['avatars', 'profile-backgrounds'] as const;
export type ProfileFileBucket = (typeof PROFILE_FILE_BUCKETS)[number];

/** A profile on the wire (spec §3 field names). */
export const profileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string().nullable(),
  bio: z.string().nullable(),
  avatar_url: z.string().nullable(),
  profile_background_image_url: z.string().nullable(),
  profile_background_settings: backgroundSettingsSchema,
  public_url_slug: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The profile form (spec §5): only the minimum username length has its own message. */
export const profileFormSchema = z.object({
  username: z
    .string()
    .trim()
    .min(USERNAME_MIN, PROFILE_MESSAGES.usernameTooShort)
    .max(USERNAME_MAX, PROFILE_INPUT_MESSAGES.usernameTooLong(USERNAME_MAX)),
  full_name: z
    .string()
    .max(FULL_NAME_MAX, PROFILE_INPUT_MESSAGES.fullNameTooLong(FULL_NAME_MAX))
    .nullable()
    .optional(),
  bio: z.string().max(BIO_MAX, PROFILE_INPUT_MESSAGES.bioTooLong(BIO_MAX)).nullable().optional(),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** PATCH /api/me/profile: any of the form's fields, and the background size. */
export const profileUpdateSchema = profileFormSchema.partial().extend({
  profile_background_settings: z.object({ size: z.enum(BACKGROUND_SIZES) }).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
