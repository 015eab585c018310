import { Camera, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { checkUploadInBrowser, UPLOAD_RULES } from '#shared/uploads.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { useUploadProfileFile } from '#web/lib/profile/upload-profile-file.ts';

/** Spec §2/§4: the avatar with Upload, Search GIFs and click-to-change; a local preview while uploading. */
export function AvatarUploader({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadProfileFile();

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  /** Uploads with a local preview; resolves when the upload has finished either way. */
  async function send(file: File) {
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync({ bucket: 'avatars', file });
      toast.success(PROFILE_MESSAGES.avatarUpdated);
    } catch (error) {
      toast.error(PROFILE_MESSAGES.uploadFailed, {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setPreview(null);
    }
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkUploadInBrowser(file, 'avatar');
    if (problem) {
      toast.error(problem);
      return;
    }
    void send(file);
  }

  const openPicker = () => input.current?.click();
  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
      <button
        type="button"
        onClick={openPicker}
        disabled={upload.isPending}
        aria-label="Change avatar"
        className="group relative rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      >
        <Avatar
          name={profile.username}
          src={preview ?? profile.avatar_url}
          className="size-28 text-4xl"
        />
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/50 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          <Camera aria-hidden className="size-7" />
        </span>
        {upload.isPending ? (
          <span role="status" className="sr-only">
            Uploading avatar…
          </span>
        ) : null}
      </button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_RULES.avatar.mimeTypes.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="avatar-file-input"
        onChange={pick}
      />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" disabled={upload.isPending} onClick={openPicker}>
            <Upload aria-hidden /> Upload
          </Button>
          <FeatureSlot
            name="GifSearchButton"
            kind="avatar"
            size="md"
            disabled={upload.isPending}
            onFile={send}
          />
        </div>
        <p className="text-sm text-ink-muted">PNG, JPG or GIF, up to 2 MB.</p>
      </div>
    </div>
  );
}
