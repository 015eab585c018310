import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Sheet } from '#web/components/ui/sheet.tsx';
import { OPEN_MENU_LABEL } from '#shared/navigation.ts';
import { PRODUCT_NAME } from '#shared/product.ts';
import { MenuLinks } from './menu-links.tsx';

/** Phones and tablets: a menu icon opening the menu in a right-side sheet. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={PRODUCT_NAME}
      trigger={
        <Button variant="ghost" size="icon" aria-label={OPEN_MENU_LABEL} className="md:hidden">
          <Menu aria-hidden className="size-5" />
        </Button>
      }
    >
      <MenuLinks onNavigate={() => setOpen(false)} />
    </Sheet>
  );
}
