import { GuestStorageNote } from '#web/lib/guest/guest-storage-note.tsx';
import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { MySoundsPage } from '#web/features/sounds/components/my-sounds-page.tsx';

export default function Page() {
  useDocumentTitle(PAGE_TITLES.mySounds);
  return (
    <>
      <GuestStorageNote />
      <MySoundsPage />
    </>
  );
}
