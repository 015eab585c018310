import { Avatar as RadixAvatar } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

interface AvatarProps {
  /** Name or e-mail the fallback initial is taken from. */
  name: string;
  src?: string | null;
  className?: string;
}

/** A round picture, or the name's first letter when there is none (or it fails to load). */
export function Avatar({ name, src, className }: AvatarProps) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <RadixAvatar.Root
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 text-sm font-semibold text-white',
        className,
      )}
    >
      {src ? <RadixAvatar.Image src={src} alt="" className="size-full object-cover" /> : null}
      <RadixAvatar.Fallback delayMs={src ? 300 : 0} aria-hidden>
        {initial}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
