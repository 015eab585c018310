import { useIsMutating } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { LIKE_MESSAGES } from '#shared/social-messages.ts';
import { cn } from '#web/lib/cn.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { useMyLikes } from '../api/get-my-likes.ts';
import { likeMutationKey, useToggleLike } from '../api/toggle-like.ts';

export interface LikeButtonProps {
  board: { id: string; name: string; is_public: boolean; likes_count: number };
  className?: string;
}

/**
 * The heart and count of a public board (spec §4): pressed when the viewer likes it, an optimistic toggle
 * for a signed-in user, the spec's toast for a visitor. Private boards show no like control.
 */
export function LikeButton({ board, className }: LikeButtonProps) {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const likes = useMyLikes(signedIn);
  const toggle = useToggleLike(board.id);
  const pending = useIsMutating({ mutationKey: likeMutationKey(board.id) }) > 0;
  if (!board.is_public) return null;
  const liked = signedIn && (likes.data?.includes(board.id) ?? false);

  const onClick = () => {
    if (!signedIn) {
      toast.info(LIKE_MESSAGES.loginRequired);
      return;
    }
    // One request per board at a time, so a like and an unlike never race on the server.
    if (pending || likes.isPending) return;
    toggle.mutate(!liked);
  };

  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={LIKE_MESSAGES.label(board.name, board.likes_count)}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-ui px-2.5 text-sm font-semibold tabular-nums transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600',
        liked ? 'text-rose-700 dark:text-rose-400' : 'text-ink-muted hover:text-ink',
        className,
      )}
    >
      <Heart
        aria-hidden
        className={cn(
          'size-5 transition-transform motion-safe:active:scale-90',
          liked && 'fill-current',
        )}
      />
      <span data-likes-count>{board.likes_count}</span>
    </button>
  );
}
