import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIBRARY_ARCHIVE } from '#shared/board-transfer.ts';
import { apiDownload, apiRequest, fileForm } from '#web/lib/api/request.ts';

export const LIBRARY_BACKUP_URL = '/api/me/library/backup';
export const LIBRARY_RESTORE_URL = '/api/me/library/restore';

export interface RestoreSummary {
  boards: number;
  /** Boards the account already had (decision 062). */
  boards_kept: number;
  sounds_added: number;
  sounds_kept: number;
}

/** GET the backup, then the browser saves it (fetched, so a failure is a message, not an error page). */
export async function downloadLibraryBackup(): Promise<void> {
  const response = await apiDownload(LIBRARY_BACKUP_URL);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = LIBRARY_ARCHIVE.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** POST a backup: merged into the library (decision 054); every list is read again afterwards. */
export function useRestoreLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<RestoreSummary>(LIBRARY_RESTORE_URL, { method: 'POST', form: fileForm(file) }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
