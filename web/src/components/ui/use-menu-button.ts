import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button that opens a menu (the WAI-ARIA menu-button pattern): ArrowDown on the button opens
 * it, the first item takes focus, arrows, Home and End move between items, Escape closes and
 * gives focus back to the button, Tab or a pointer elsewhere closes. Spread `button` on the
 * button and `menu` on the menu; its items are the elements with role="menuitem".
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  /** Closes the menu; `refocus` puts focus back on the button (after a choice made in the menu). */
  const close = (refocus = false) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const list = items();
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

  return {
    open,
    close,
    button: {
      ref: buttonRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((v) => !v),
      onKeyDown: (e: KeyboardEvent) => e.key === 'ArrowDown' && (e.preventDefault(), setOpen(true)),
    },
    menu: { ref: menuRef, id: menuId, role: 'menu' as const, onKeyDown: onMenuKeyDown },
  };
}
