import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import { GIF_SILENT_VARIANTS, type GifResult } from '#shared/schemas/gif.ts';
import { UPLOAD_RULES } from '#shared/uploads.ts';
import { chooseVariant, downloadGif, GifDownloadError, GifTooLargeError } from '../select-gif.ts';

export type GifUploadKind = 'image' | 'avatar';

/**
 * Picking a GIF: the first variant within the upload's limit (5 MB, avatar 2 MB), downloaded as a file and
 * handed to `onFile` (the existing upload). One at a time: while a GIF is processed, other picks are ignored.
 * Resolves true when the file was handed over.
 */
export function useGifPick(kind: GifUploadKind, onFile: (file: File) => Promise<void>) {
  const [processingId, setProcessingId] = useState<string | null>(null);
  const busy = useRef(false);
  const maxBytes = UPLOAD_RULES[kind].maxBytes;

  const pick = async (gif: GifResult): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setProcessingId(gif.id);
    const progress = toast.loading(GIF_MESSAGES.processing);
    try {
      const trial = await chooseVariant(gif, maxBytes);
      if (!GIF_SILENT_VARIANTS.includes(trial.variant)) {
        toast.info(GIF_MESSAGES.usingQuality(trial.name));
      }
      const file = await downloadGif(gif, trial.variant, maxBytes);
      toast.loading(GIF_MESSAGES.uploading, { id: progress });
      await onFile(file);
      return true;
    } catch (error) {
      if (error instanceof GifTooLargeError) toast.error(GIF_MESSAGES.tooLarge);
      else if (error instanceof GifDownloadError) toast.error(GIF_MESSAGES.downloadFailed);
      else toast.error(GIF_MESSAGES.selectFailed);
      return false;
    } finally {
      toast.dismiss(progress);
      busy.current = false;
      setProcessingId(null);
    }
  };
  return { pick, processingId };
}
