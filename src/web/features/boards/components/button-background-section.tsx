import { ImagePlus, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { BackgroundSize } from '#shared/limits.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { checkUploadInBrowser, UPLOAD_RULES } from '#shared/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { BackgroundSizeSelect } from '#web/components/ui/background-size-select.tsx';
import { useButtonBackground } from '#web/features/boards/api/button-background.ts';
import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { useUpdateButton } from '#web/features/boards/api/update-button.ts';
import { cn } from '#web/lib/cn.ts';

const MAX_MB = Math.round(UPLOAD_RULES.image.maxBytes / (1024 * 1024));

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The stored image's file name, for the field (the last part of its path, decoded). */
function fileNameOf(url: string): string {
  const last = url.split('?')[0]!.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * The button editor's background image (decision 050): a drop-or-choose field showing the image and its
 * name, GIF search, remove, size. Uploads follow the 5 MB / type rules, told as toasts.
 */
export function ButtonBackgroundSection({
  boardId,
  button,
}: {
  boardId: string;
  button: BoardButton;
}) {
  const background = useButtonBackground();
  const update = useUpdateButton();
  const pending = background.isPending || update.isPending;
  const [dragging, setDragging] = useState(false);
  // The name the user's file had; the stored path's name after a reload.
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const imageUrl = button.background_image_url;
  const name = imageUrl ? (uploadedName ?? fileNameOf(imageUrl)) : null;

  const upload = async (file: File) => {
    const problem = checkUploadInBrowser(file, 'image');
    if (problem) return void toast.error(problem);
    try {
      await background.mutateAsync({ boardId, buttonId: button.id, file });
      setUploadedName(file.name);
      toast.success(BOARD_MESSAGES.buttonBackgroundUpdated);
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.fileUploadFailed} ${errorText(error)}`);
    }
  };
  const remove = async () => {
    try {
      await background.mutateAsync({ boardId, buttonId: button.id, file: null });
      setUploadedName(null);
      toast.success(BOARD_MESSAGES.buttonBackgroundRemoved);
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.buttonUpdateFailed} ${errorText(error)}`);
    }
  };
  const setSize = async (size: BackgroundSize) => {
    try {
      await update.mutateAsync({
        boardId,
        buttonId: button.id,
        updates: { background_settings: { size } },
      });
      toast.success(BOARD_MESSAGES.buttonUpdated);
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.buttonUpdateFailed} ${errorText(error)}`);
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !pending) void upload(file);
  };

  return (
    <section
      aria-labelledby="button-bg-heading"
      className="space-y-3 rounded-ui border border-line p-3"
    >
      <h3 id="button-bg-heading" className="text-sm font-semibold">
        Background image
      </h3>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-ui border-2 border-dashed p-3 transition-colors',
          dragging ? 'border-brand-500 bg-brand-50 dark:bg-brand-900/30' : 'border-line',
        )}
      >
        {imageUrl ? (
          <img
            src={imageUrl}
            alt=""
            className="size-12 shrink-0 rounded-md border border-line object-cover"
          />
        ) : (
          <ImagePlus aria-hidden className="size-8 shrink-0 text-ink-muted" />
        )}
        <div className="min-w-40 flex-1">
          {name ? (
            <p className="truncate text-sm font-medium" data-testid="button-bg-name">
              {name}
            </p>
          ) : (
            <p className="text-sm text-ink-muted">No image. Drop one here or choose a file.</p>
          )}
          <p className="text-xs text-ink-muted">PNG, JPEG, GIF or WebP, up to {MAX_MB} MB.</p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          <input
            id="button-bg-file"
            type="file"
            accept={UPLOAD_RULES.image.mimeTypes.join(',')}
            disabled={pending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
            className="peer sr-only"
          />
          <Label
            htmlFor="button-bg-file"
            className={cn(
              'inline-flex min-h-9 cursor-pointer items-center rounded-md border border-line bg-surface-raised px-3 text-sm font-medium hover:bg-surface-sunken peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              pending && 'pointer-events-none opacity-50',
            )}
          >
            {imageUrl ? 'Replace' : 'Choose image'}
            <span className="sr-only"> for the button background</span>
          </Label>
          {imageUrl && (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={pending}
              onClick={() => void remove()}
            >
              <X aria-hidden /> Remove background
            </Button>
          )}
        </div>
      </div>
      <FeatureSlot name="GifSearchButton" kind="image" disabled={pending} onFile={upload} />
      {imageUrl && (
        <div className="space-y-2">
          <Label htmlFor="button-bg-size">Background size</Label>
          <BackgroundSizeSelect
            id="button-bg-size"
            value={button.background_settings.size}
            disabled={pending}
            onChange={(size) => void setSize(size)}
          />
        </div>
      )}
    </section>
  );
}
