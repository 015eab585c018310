import { useState } from 'react';
import { checkUploadInBrowser, UPLOAD_RULES } from '#shared/uploads.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

interface CoverImageFieldProps {
  id: string;
  onChange: (file: File | null) => void;
}

/** Optional cover art for a new sound; a wrong type or size is refused with the spec's text. */
export function CoverImageField({ id, onChange }: CoverImageFieldProps) {
  const [error, setError] = useState<string>();
  return (
    <FormField id={id} label="Cover image" optional error={error}>
      <Input
        type="file"
        accept={UPLOAD_RULES.image.mimeTypes.join(',')}
        className="file:mr-3 file:rounded-md file:border-0 file:bg-surface-sunken file:px-3 file:py-1 file:text-sm file:font-medium file:text-ink"
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const problem = file ? checkUploadInBrowser(file, 'image') : null;
          setError(problem ?? undefined);
          if (problem) event.target.value = '';
          onChange(problem ? null : file);
        }}
      />
    </FormField>
  );
}
