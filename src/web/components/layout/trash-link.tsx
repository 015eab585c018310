import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { TRASH_TEXT } from '#shared/trash-messages.ts';
import { Button } from '#web/components/ui/button.tsx';

/** The way to the trash from the pages whose items end up there (My Boards, My Sounds). */
export function TrashLink() {
  return (
    <Button asChild variant="secondary">
      <Link to={ROUTES.trash}>
        <Trash2 aria-hidden /> {TRASH_TEXT.title}
      </Link>
    </Button>
  );
}
