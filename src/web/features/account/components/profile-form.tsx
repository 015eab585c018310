import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import { ERROR_CODES } from '#shared/errors.ts';
import { BIO_MAX, FULL_NAME_MAX, USERNAME_MAX } from '#shared/limits.ts';
import { PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import {
  profileFormSchema,
  type Profile,
  type ProfileForm as ProfileFormValues,
} from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api/read-json.ts';
import { useUpdateProfile } from '#web/lib/profile/update-profile.ts';

type FormValues = z.input<typeof profileFormSchema>;

const valuesOf = (profile: Profile): FormValues => ({
  username: profile.username,
  full_name: profile.full_name ?? '',
  bio: profile.bio ?? '',
});

/** Spec §4/§5: username, full name and bio; save is disabled while saving or unchanged. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const form = useForm<FormValues, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: valuesOf(profile),
  });
  const { register, handleSubmit, formState, reset, setError, control } = form;
  const update = useUpdateProfile();
  const errors = formState.errors;
  const bioLength = (useWatch({ control, name: 'bio' }) ?? '').length;

  const save = handleSubmit((values) =>
    update.mutateAsync(values).then(
      (saved) => {
        reset(valuesOf(saved));
        toast.success(PROFILE_MESSAGES.updated);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof ApiError && error.code === ERROR_CODES.usernameTaken) {
          setError('username', { message });
        }
        toast.error(PROFILE_MESSAGES.updateFailed, { description: message });
      },
    ),
  );

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void save(event)}>
      <FormField id="profile-username" label="Username" error={errors.username?.message}>
        <Input autoComplete="username" maxLength={USERNAME_MAX} {...register('username')} />
      </FormField>
      <FormField
        id="profile-full-name"
        label="Full name"
        optional
        error={errors.full_name?.message}
      >
        <Input autoComplete="name" maxLength={FULL_NAME_MAX} {...register('full_name')} />
      </FormField>
      <FormField
        id="profile-bio"
        label="Bio"
        optional
        error={errors.bio?.message}
        hint={`${bioLength}/${BIO_MAX}`}
      >
        <Textarea rows={4} maxLength={BIO_MAX} {...register('bio')} />
      </FormField>
      <Button type="submit" disabled={!formState.isDirty || formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save Profile'}
      </Button>
    </form>
  );
}
