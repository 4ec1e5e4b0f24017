import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A button that opens a non-modal panel (a popover: the bell's recent notifications). Opening
 * moves focus into the panel; Escape closes it and gives focus back to the button; a pointer
 * outside, or focus leaving both (Tab past the end), closes it. Spread `button` on the button and
 * `panel` on the panel, which is named by its heading (`aria-labelledby`).
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const inside = (node: EventTarget | null) =>
    node instanceof Node && (!!panelRef.current?.contains(node) || !!buttonRef.current?.contains(node));

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointer = (e: PointerEvent) => !inside(e.target) && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  /** Closes the panel; `refocus` puts focus back on the button. */
  const close = (refocus = false) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const onEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    close(true);
  };

  return {
    open,
    close,
    button: {
      ref: buttonRef,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': open ? panelId : undefined,
      onClick: () => setOpen((v) => !v),
      onKeyDown: onEscape,
    },
    panel: {
      ref: panelRef,
      id: panelId,
      role: 'dialog' as const,
      tabIndex: -1,
      onKeyDown: onEscape,
      onBlur: (e: FocusEvent) => e.relatedTarget && !inside(e.relatedTarget) && setOpen(false),
    },
  };
}
