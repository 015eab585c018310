import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { boardPlayerPath } from '#shared/routes.ts';
import { checkUploadInBrowser } from '#shared/uploads.ts';
import { useImportBoard } from '../api/import-board.ts';
import { ZipFileButton } from './zip-file-button.tsx';

/** My Boards' "Import board": picks a board .zip, imports it, opens the new board (decision 038). */
export default function ImportBoardButton() {
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
    <ZipFileButton
      busy={importBoard.isPending}
      label={M.import}
      busyLabel={M.importing}
      chooseLabel={M.chooseFile}
      onFile={(file) => void run(file)}
    />
  );
}
