import { FileUp, Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';

/** A button that picks one .zip (board import, library restore), with its busy state while it is sent. */
export function ZipFileButton({
  busy,
  label,
  busyLabel,
  chooseLabel,
  onFile,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The hidden file input's name. */
  chooseLabel: string;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <Loader2 aria-hidden className="animate-spin" /> : <FileUp aria-hidden />}
        {busy ? busyLabel : label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={chooseLabel}
        accept=".zip,application/zip"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a refusal.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
