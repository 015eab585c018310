import { FileUp, Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { boardPlayerPath } from '#shared/routes.ts';
import { checkUploadInBrowser } from '#shared/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useImportBoard } from '../api/import-board.ts';

/** My Boards' "Import board": picks a board .zip, imports it, opens the new board (decision 038). */
export default function ImportBoardButton() {
  const input = useRef<HTMLInputElement>(null);
  const importBoard = useImportBoard();
  const navigate = useNavigate();

  const run = async (file: File) => {
    const problem = checkUploadInBrowser(file, 'archive');
    if (problem) return toast.error(problem);
    try {
      const board = await importBoard.mutateAsync(file);
      toast.success(M.imported(board.name));
      void navigate(boardPlayerPath(board.id));
    } catch (error) {
      toast.error(`${M.importFailed} ${error instanceof Error ? error.message : ''}`);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        disabled={importBoard.isPending}
        onClick={() => input.current?.click()}
      >
        {importBoard.isPending ? (
          <Loader2 aria-hidden className="animate-spin" />
        ) : (
          <FileUp aria-hidden />
        )}
        {importBoard.isPending ? M.importing : M.import}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={M.chooseFile}
        accept=".zip,application/zip"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void run(file);
        }}
      />
    </>
  );
}
