import { Archive, DatabaseBackup, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { LIBRARY_BACKUP_MESSAGES as M } from '#shared/board-transfer.ts';
import { checkUploadInBrowser } from '#shared/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { downloadLibraryBackup, useRestoreLibrary } from '../api/library-backup.ts';
import { ZipFileButton } from './zip-file-button.tsx';

const reason = (error: unknown) => (error instanceof Error ? error.message : '');

/** Account Settings' Backup: the whole library as one .zip, and its restore (decision 054). */
export function LibraryBackupSection() {
  const [backingUp, setBackingUp] = useState(false);
  const restore = useRestoreLibrary();

  const backup = async () => {
    setBackingUp(true);
    try {
      await downloadLibraryBackup();
      toast.success(M.backedUp);
    } catch (error) {
      toast.error(`${M.backupFailed} ${reason(error)}`);
    } finally {
      setBackingUp(false);
    }
  };
  const run = async (file: File) => {
    const problem = checkUploadInBrowser(file, 'library');
    if (problem) return toast.error(problem);
    try {
      const summary = await restore.mutateAsync(file);
      toast.success(
        M.restored(summary.boards, summary.sounds_added, summary.sounds_kept, summary.boards_kept),
      );
    } catch (error) {
      toast.error(`${M.restoreFailed} ${reason(error)}`);
    }
  };

  return (
    <Card asChild>
      <section aria-labelledby="library-backup-title" className="space-y-4">
        <div>
          <h2 id="library-backup-title" className="flex items-center gap-2 text-xl font-semibold">
            <Archive aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
            {M.title}
          </h2>
          <p className="mt-1 text-ink-muted">{M.description}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={backingUp} onClick={() => void backup()}>
            {backingUp ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <DatabaseBackup aria-hidden />
            )}
            {backingUp ? M.backingUp : M.backup}
          </Button>
          <ZipFileButton
            busy={restore.isPending}
            label={M.restore}
            busyLabel={M.restoring}
            chooseLabel={M.chooseFile}
            onFile={(file) => void run(file)}
          />
        </div>
      </section>
    </Card>
  );
}
