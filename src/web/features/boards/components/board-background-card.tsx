import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { BackgroundSize } from '#shared/limits.ts';
import type { BoardFields } from '#shared/schemas/board-summary.ts';
import { checkUploadInBrowser, UPLOAD_RULES } from '#shared/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { BackgroundSizeSelect } from '#web/components/ui/background-size-select.tsx';
import { useBoardBackground } from '#web/features/boards/api/board-background.ts';
import { useUpdateBoard } from '#web/features/boards/api/update-board.ts';
import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { backgroundStyle } from '#web/lib/background-style.ts';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 'Customize Background': upload or remove the board background, and its size. */
export function BoardBackgroundCard({ board }: { board: BoardFields }) {
  const background = useBoardBackground();
  const update = useUpdateBoard();
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = background.isPending || update.isPending;

  const upload = async (file: File) => {
    const problem = checkUploadInBrowser(file, 'image');
    if (problem) return void toast.error(problem);
    try {
      await background.mutateAsync({ boardId: board.id, file });
      toast.success(BOARD_MESSAGES.backgroundUpdated);
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.fileUploadFailed} ${errorText(error)}`);
    }
  };
  const remove = async () => {
    try {
      await background.mutateAsync({ boardId: board.id, file: null });
      toast.success(BOARD_MESSAGES.backgroundRemoved);
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.updateFailed} ${errorText(error)}`);
    }
  };
  const setSize = async (size: BackgroundSize) => {
    try {
      await update.mutateAsync({ boardId: board.id, updates: { background_settings: { size } } });
      toast.success(BOARD_MESSAGES.backgroundUpdated);
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.updateFailed} ${errorText(error)}`);
    }
  };

  return (
    <Card asChild className="space-y-4 p-4 sm:p-4">
      <section aria-labelledby="board-bg-heading">
        <h3 id="board-bg-heading" className="font-semibold">
          {BOARD_MESSAGES.customizeBackground}
        </h3>
        <div
          aria-hidden
          className="h-24 rounded-ui border border-line bg-gradient-to-br from-brand-100 to-brand-300 dark:from-brand-900 dark:to-brand-700"
          style={backgroundStyle(board.background_image_url, board.background_settings)}
        />
        <div className="flex flex-wrap gap-2">
          {/* A real button in the tab order; the file input itself is out of it. */}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() => fileInput.current?.click()}
          >
            <ImageUp aria-hidden /> Upload image
          </Button>
          <input
            ref={fileInput}
            id="board-bg-file"
            type="file"
            hidden
            tabIndex={-1}
            aria-label="Upload image"
            accept={UPLOAD_RULES.image.mimeTypes.join(',')}
            disabled={pending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <FeatureSlot name="GifSearchButton" kind="image" disabled={pending} onFile={upload} />
          {board.background_image_url && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={pending}
              onClick={() => void remove()}
            >
              <Trash2 aria-hidden /> Remove
            </Button>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor="board-bg-size">Background size</Label>
          <BackgroundSizeSelect
            id="board-bg-size"
            value={board.background_settings.size}
            disabled={pending || !board.background_image_url}
            onChange={(size) => void setSize(size)}
          />
        </div>
      </section>
    </Card>
  );
}
