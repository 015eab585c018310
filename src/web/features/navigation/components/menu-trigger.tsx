import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { OPEN_MENU_LABEL } from '#shared/navigation.ts';
import { Button } from '#web/components/ui/button.tsx';

/** The mobile menu's button (below 768 px). */
export function MenuTrigger(props: ComponentProps<'button'>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={OPEN_MENU_LABEL}
      className="md:hidden"
      {...props}
    >
      <Menu aria-hidden className="size-5" />
    </Button>
  );
}
