import { Plus, X, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDismissOutside } from '#web/features/boards/hooks/use-dismiss-outside.ts';
import { useReserveFabSpace } from '#web/features/boards/hooks/use-reserve-fab-space.ts';
import { cn } from '#web/lib/cn.ts';

export interface FloatingAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
}

/**
 * The player's floating action menu: toggles open and closed, and closes after an entry is chosen. The
 * toggle comes first in the document (the entries are drawn above it), so Tab goes from it to the entries;
 * Escape closes the menu wherever focus is and gives focus back to the toggle.
 */
export function FloatingActionMenu({ actions }: { actions: FloatingAction[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismissOutside(ref, open, () => setOpen(false));
  useReserveFabSpace();
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = ref.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusInside) toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <div
      ref={ref}
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex flex-col-reverse items-end gap-3 lg:bottom-6"
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={open ? 'Close actions' : 'Open actions'}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl transition-transform hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          open && 'rotate-90',
        )}
      >
        {open ? <X aria-hidden className="size-6" /> : <Plus aria-hidden className="size-6" />}
      </button>
      {open && (
        <ul id={menuId} aria-label="Board actions" className="flex flex-col items-end gap-2">
          {actions.map(({ label, icon: Icon, onSelect }) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => {
                  // The entries go away with the menu: the toggle is what a dialog opened here gives focus back to.
                  toggle.current?.focus();
                  setOpen(false);
                  onSelect();
                }}
                className="flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface-raised px-4 text-sm font-semibold text-ink shadow-lg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
