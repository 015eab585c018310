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

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The button editor's background image: upload (5 MB / type rules as toasts), remove, size. */
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

  const upload = async (file: File) => {
    const problem = checkUploadInBrowser(file, 'image');
    if (problem) return void toast.error(problem);
    try {
      await background.mutateAsync({ boardId, buttonId: button.id, file });
      toast.success(BOARD_MESSAGES.buttonBackgroundUpdated);
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.fileUploadFailed} ${errorText(error)}`);
    }
  };
  const remove = async () => {
    try {
      await background.mutateAsync({ boardId, buttonId: button.id, file: null });
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

  return (
    <section
      aria-labelledby="button-bg-heading"
      className="space-y-3 rounded-ui border border-line p-3"
    >
      <h3 id="button-bg-heading" className="text-sm font-semibold">
        Background image
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="button-bg-file" className="sr-only">
          Upload button background
        </Label>
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
          className="block w-full text-sm file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-surface-sunken file:px-3 file:text-sm file:font-medium file:text-ink"
        />
        <FeatureSlot name="GifSearchButton" kind="image" disabled={pending} onFile={upload} />
        {button.background_image_url && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={pending}
            onClick={() => void remove()}
          >
            Remove background
          </Button>
        )}
      </div>
      {button.background_image_url && (
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
