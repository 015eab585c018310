import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { checkUploadInBrowser, UPLOAD_RULES } from '#shared/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { BackgroundSizeSelect } from '#web/components/ui/background-size-select.tsx';
import { useRemoveProfileBackground } from '#web/features/profile/api/remove-profile-background.ts';
import { useUpdateProfile } from '#web/lib/profile/update-profile.ts';
import { useUploadProfileFile } from '#web/lib/profile/upload-profile-file.ts';

/** The owner's background control on the profile page: upload, remove, and the size setting. */
export function BackgroundControl({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileFile();
  const remove = useRemoveProfileBackground();
  const update = useUpdateProfile();
  const hasImage = Boolean(profile.profile_background_image_url);
  const busy = upload.isPending || remove.isPending || update.isPending;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkUploadInBrowser(file, 'image');
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(
      { bucket: 'profile-backgrounds', file },
      {
        onSuccess: () => toast.success(PROFILE_MESSAGES.backgroundUpdated),
        onError: (error) =>
          toast.error(PROFILE_MESSAGES.uploadFailed, { description: error.message }),
      },
    );
  }

  return (
    <section aria-labelledby="background-control-title" className="space-y-4">
      <h2 id="background-control-title" className="text-lg font-semibold">
        Profile background
      </h2>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_RULES.image.mimeTypes.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={pick}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden /> {hasImage ? 'Change background' : 'Upload background'}
        </Button>
        {hasImage ? (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(PROFILE_MESSAGES.backgroundRemoved),
                onError: (error) =>
                  toast.error(PROFILE_MESSAGES.backgroundRemoveFailed, {
                    description: error.message,
                  }),
              })
            }
          >
            <Trash2 aria-hidden /> Remove background
          </Button>
        ) : null}
      </div>
      {hasImage ? (
        <FormField id="background-size" label="Background size">
          <BackgroundSizeSelect
            value={profile.profile_background_settings.size}
            disabled={busy}
            onChange={(size) =>
              update.mutate(
                { profile_background_settings: { size } },
                {
                  onError: (error) =>
                    toast.error(PROFILE_MESSAGES.updateFailed, { description: error.message }),
                },
              )
            }
          />
        </FormField>
      ) : null}
    </section>
  );
}
