import { useRef, useState } from 'react';
import { soundNameSchema } from '#shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { nameFromFileName } from '#shared/sound-names.ts';
import { checkUploadInBrowser, UPLOAD_RULES } from '#shared/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { NewSound } from '../api/create-sound.ts';
import { audioDecodeProblem } from '../audio-decode-check.ts';
import { CoverImageField } from './cover-image-field.tsx';

interface UploadSoundFormProps {
  saving: boolean;
  onSave: (sound: NewSound) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * Upload tab: any audio file the browser plays; the name defaults to the file name without its extension
 * (spec §5). A picked file is decoded before it may be uploaded (decision 055).
 */
export function UploadSoundForm({ saving, onSave, onCancel }: UploadSoundFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ file?: string; name?: string }>({});
  const [checking, setChecking] = useState(false);
  /** The latest pick: a slower check of an earlier file must not overwrite it. */
  const pick = useRef(0);

  const accept = (picked: File | null, previous: File | null) => {
    setFile(picked);
    if (!picked) return;
    // The name follows the file unless the user has typed one of their own.
    setName((typed) =>
      !typed.trim() || (previous && typed === nameFromFileName(previous.name))
        ? nameFromFileName(picked.name)
        : typed,
    );
  };

  const onPick = async (input: HTMLInputElement) => {
    const picked = input.files?.[0] ?? null;
    const current = ++pick.current;
    const previous = file;
    let problem = picked ? checkUploadInBrowser(picked, 'audio') : null;
    setChecking(Boolean(picked && !problem));
    if (picked && !problem) {
      problem = await audioDecodeProblem(picked);
      if (current !== pick.current) return;
      setChecking(false);
    }
    setErrors((errors) => ({ ...errors, file: problem ?? undefined }));
    if (problem) input.value = '';
    accept(problem ? null : picked, previous);
  };

  const save = async () => {
    const problems = {
      file: file ? undefined : SOUND_MESSAGES.fileOrUrlRequired,
      name: soundNameSchema.safeParse(name).error?.issues[0]?.message,
    };
    setErrors(problems);
    if (!file || problems.name) return;
    await onSave({ name, file: { blob: file, fileName: file.name }, image });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormField id="upload-file" label="Audio file" error={errors.file}>
        <Input
          type="file"
          accept={UPLOAD_RULES.audio.mimeTypes.join(',')}
          className="file:mr-3 file:rounded-md file:border-0 file:bg-surface-sunken file:px-3 file:py-1 file:text-sm file:font-medium file:text-ink"
          onChange={(event) => void onPick(event.target)}
        />
      </FormField>
      <FormField id="upload-name" label="Sound name" error={errors.name}>
        <Input value={name} onChange={(event) => setName(event.target.value)} required />
      </FormField>
      <CoverImageField id="upload-image" onChange={setImage} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || checking}>
          {saving ? 'Uploading…' : checking ? 'Checking…' : 'Upload Sound'}
        </Button>
      </div>
    </form>
  );
}
