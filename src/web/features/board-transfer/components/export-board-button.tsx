import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { Button } from '#web/components/ui/button.tsx';
import { downloadBoardArchive } from '../api/download-board-archive.ts';

/** The owner's download of the board as one .zip (decision 038), with its progress and failure shown. */
export function ExportBoardButton({ board }: { board: { id: string; name: string } }) {
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      await downloadBoardArchive(board.id, board.name);
      toast.success(M.exported);
    } catch (error) {
      toast.error(`${M.exportFailed} ${error instanceof Error ? error.message : ''}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-1">
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        disabled={exporting}
        aria-describedby="export-board-hint"
        onClick={() => void run()}
      >
        {exporting ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
        {exporting ? M.exporting : M.export}
      </Button>
      <p id="export-board-hint" className="text-xs text-ink-muted">
        {M.exportHint}
      </p>
    </div>
  );
}
