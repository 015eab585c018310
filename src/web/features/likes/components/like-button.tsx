import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { LIKE_MESSAGES } from '#shared/social-messages.ts';
import { cn } from '#web/lib/cn.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { likedIds, useMyLikes } from '../api/get-my-likes.ts';
import { likeMutationKey, useToggleLike } from '../api/toggle-like.ts';
import { LIKE_BOARD_ATTRIBUTE, takeEarlyLikeClicks } from '../early-likes.ts';

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
  const queryClient = useQueryClient();
  const liked = signedIn && (likes.data?.includes(board.id) ?? false);
  // A click before the user's liked list has arrived (right after the page opened): what it asked for, shown
  // at once and sent once the list says whether the board is liked already — not dropped.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const shown = wanted ?? liked;

  const likeOnceKnown = async (want: boolean) => {
    setWanted(want);
    const likedNow = await likedIds(queryClient).then(
      (ids) => ids.includes(board.id),
      () => !want,
    );
    if (likedNow === want) setWanted(null);
    else toggle.mutate(want, { onSettled: () => setWanted(null) });
  };

  const onClick = () => {
    if (!signedIn) {
      toast.info(LIKE_MESSAGES.loginRequired);
      return;
    }
    if (wanted !== null) return;
    if (likes.isPending) {
      void likeOnceKnown(!shown);
      return;
    }
    // One request per board at a time, so a like and an unlike never race on the server.
    if (pending) return;
    toggle.mutate(!liked);
  };

  // Clicks on the server's copy of this button, before the app took over, answered once the session is known
  // (a visitor's gets the log-in toast, not a signed-in user's). The server's heart is drawn as a visitor sees
  // it, never filled: an odd number of clicks on it asks for a like, sent only if the board is not liked yet.
  const answerEarlyClicks = useEffectEvent(() => {
    if (takeEarlyLikeClicks(board.id) % 2 === 0) return;
    if (signedIn) void likeOnceKnown(true);
    else toast.info(LIKE_MESSAGES.loginRequired);
  });
  const sessionKnown = !session.isPending;
  useEffect(() => {
    // The clicks were made outside React, on the server's HTML: answering them once is this effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (sessionKnown && board.is_public) answerEarlyClicks();
  }, [sessionKnown, board.is_public]);

  if (!board.is_public) return null;

  return (
    <button
      type="button"
      aria-pressed={shown}
      {...{ [LIKE_BOARD_ATTRIBUTE]: board.id }}
      aria-label={LIKE_MESSAGES.label(board.name, board.likes_count)}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-ui px-2.5 text-sm font-semibold tabular-nums transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600',
        shown ? 'text-rose-700 dark:text-rose-400' : 'text-ink-muted hover:text-ink',
        className,
      )}
    >
      <Heart
        aria-hidden
        className={cn(
          'size-5 transition-transform motion-safe:active:scale-90',
          shown && 'fill-current',
        )}
      />
      <span data-likes-count>{board.likes_count}</span>
    </button>
  );
}
