import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Ellipsis } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

export type MoreMenuItem =
  | { label: string; icon: ReactNode; to: string; danger?: false }
  | { label: string; icon: ReactNode; onSelect: () => void; danger?: boolean };

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-field px-3 text-left text-base hover:bg-ink-100 focus:bg-ink-100 focus:outline-none';

/**
 * The less frequent actions of a listing behind one button (menu-button pattern): arrows move
 * between items, Escape closes and gives focus back to the button, Tab or a click elsewhere closes.
 * The menu opens under the button, against the right edge of the nearest positioned ancestor.
 */
export function MoreMenu({ label, items }: { label: string; items: MoreMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const entries = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const list = entries();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[e.key];
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (to !== undefined) {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    } else if (e.key === 'Tab') setOpen(false);
  };

  if (items.length === 0) return null;
  return (
    <div>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => e.key === 'ArrowDown' && (e.preventDefault(), setOpen(true))}
        className={buttonClasses('outline', 'sm', true)}
      >
        <Ellipsis aria-hidden="true" className="size-5" />
        More
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="absolute right-0 z-40 mt-2 w-56 rounded-card border border-ink-200 bg-white p-2 shadow-raised"
        >
          {items.map((item) =>
            'to' in item ? (
              <Link
                key={item.label}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className={`${itemClass} text-ink-800`}
                onClick={() => setOpen(false)}
              >
                {item.icon}
                {item.label}
              </Link>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`${itemClass} ${item.danger ? 'text-danger-700' : 'text-ink-800'}`}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
