import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { RemotePage } from '#web/features/remote/components/remote-page.tsx';

/** /remote: a phone paired with a board presses its buttons on the owner's desktop (decision 060). */
export default function RemoteRoute() {
  useDocumentTitle(PAGE_TITLES.remote);
  return <RemotePage />;
}
