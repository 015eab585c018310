import { GuestStorageNote } from '#web/lib/guest/guest-storage-note.tsx';
import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { MyBoardsView } from '#web/features/boards/components/my-boards-view.tsx';
import { useAuthRedirect } from '#web/features/boards/hooks/use-auth-redirect.ts';

/** /my-boards: the user's boards; visitors are sent to /auth after about 100 ms. */
export default function MyBoardsRoute() {
  useDocumentTitle(PAGE_TITLES.myBoards);
  const session = useAuthRedirect();
  if (!session.data) return <PageSpinner />;
  return (
    <>
      <GuestStorageNote />
      <MyBoardsView />
    </>
  );
}
