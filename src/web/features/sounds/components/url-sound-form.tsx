import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { soundUrlFormSchema, type SoundUrlForm } from '#shared/schemas/sound.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { NewSound } from '../api/create-sound.ts';
import { CoverImageField } from './cover-image-field.tsx';

interface UrlSoundFormProps {
  saving: boolean;
  onSave: (sound: NewSound) => Promise<boolean>;
  onCancel: () => void;
}

/** URL tab: audio from a link (direct file, Dropbox or Google Drive); save is blocked while an error shows. */
export function UrlSoundForm({ saving, onSave, onCancel }: UrlSoundFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SoundUrlForm>({
    resolver: zodResolver(soundUrlFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', url: '' },
  });
  const blocked = Boolean(errors.url || errors.name);

  const submit = handleSubmit(async (values) => {
    await onSave({ name: values.name, sourceUrl: values.url, image });
  });

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      <FormField id="url-address" label="Audio URL" error={errors.url?.message}>
        <Input type="url" inputMode="url" placeholder="https://…/sound.mp3" {...register('url')} />
      </FormField>
      <FormField id="url-name" label="Sound name" error={errors.name?.message}>
        <Input {...register('name')} />
      </FormField>
      <CoverImageField id="url-image" onChange={setImage} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || blocked}>
          {saving ? 'Fetching…' : 'Add from URL'}
        </Button>
      </div>
    </form>
  );
}
