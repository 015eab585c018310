import type { RefObject } from 'react';
import { UPLOAD_RULES } from '#shared/uploads.ts';

/** The hidden file input behind "Change cover art" (a card's button, a row's menu item). */
export function CoverInput({
  inputRef,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      hidden
      accept={UPLOAD_RULES.image.mimeTypes.join(',')}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
