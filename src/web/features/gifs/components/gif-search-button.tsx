import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import type { GifResult } from '#shared/schemas/gif.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useGifStatus } from '../api/gif-status.ts';
import { useGifPick, type GifUploadKind } from '../hooks/use-gif-pick.ts';
import { GifPickerDialog } from './gif-picker-dialog.tsx';

/**
 * 'Search GIFs' and its picker. A picked GIF goes to `onFile` (the existing upload); without a GIPHY key on
 * the server the button is disabled and says why.
 */
export function GifSearchButton({
  kind,
  onFile,
  disabled = false,
  size = 'sm',
}: {
  kind: GifUploadKind;
  onFile: (file: File) => Promise<void>;
  disabled?: boolean;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const status = useGifStatus();
  const hintId = useId();
  const { pick, processingId } = useGifPick(kind, onFile);
  const unavailable = status.data?.configured === false;

  const choose = (gif: GifResult) => {
    void pick(gif).then((done) => {
      if (done) setOpen(false);
    });
  };

  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size={size}
        disabled={disabled || unavailable || status.isPending}
        aria-describedby={unavailable ? hintId : undefined}
        onClick={() => setOpen(true)}
      >
        <Search aria-hidden /> {GIF_MESSAGES.searchGifs}
      </Button>
      {unavailable && (
        <p id={hintId} className="basis-full text-sm text-ink-muted">
          {GIF_MESSAGES.notConfigured}
        </p>
      )}
      <GifPickerDialog
        open={open}
        onOpenChange={(next) => {
          if (!next && processingId) return;
          setOpen(next);
        }}
        processingId={processingId}
        onPick={choose}
      />
    </>
  );
}
