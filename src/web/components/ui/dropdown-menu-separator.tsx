import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';

/** A thin line between groups of DropdownMenu items. */
export function DropdownMenuSeparator() {
  return <RadixDropdownMenu.Separator className="my-1 h-px bg-line" />;
}
