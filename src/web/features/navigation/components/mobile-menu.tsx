import { useState } from 'react';
import { Sheet } from '#web/components/ui/sheet.tsx';
import { PRODUCT_NAME } from '#shared/product.ts';
import { MenuLinks } from './menu-links.tsx';
import { MenuTrigger } from './menu-trigger.tsx';

/** Phones and tablets: a menu icon opening the menu in a right-side sheet. */
export function MobileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Sheet open={open} onOpenChange={setOpen} title={PRODUCT_NAME} trigger={<MenuTrigger />}>
      <MenuLinks onNavigate={() => setOpen(false)} />
    </Sheet>
  );
}
