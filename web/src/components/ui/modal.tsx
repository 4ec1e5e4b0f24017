import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { UiWord } from './ui-word';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The id of the heading that names the modal. */
  labelledBy: string;
  describedBy?: string;
  /** Size and placement; the backdrop and colours are the same for every modal. */
  className: string;
  children: ReactNode;
}

/**
 * The mechanics shared by Dialog and the admin Drawer, on the native modal <dialog>:
 * showModal() traps focus, closes on Escape, makes the page behind inert and returns focus
 * to the opener on close. A click on the backdrop closes it too. Only the look differs.
 */
export function Modal({ open, onClose, labelledBy, describedBy, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // React passes a nested dialog's close up the tree like a bubbling event: only this one's own closes it.
      onClose={(e) => e.target === ref.current && onClose()}
      // A click whose target is the <dialog> itself landed on the backdrop, outside the content.
      onClick={(e) => e.target === ref.current && onClose()}
      className={cn('bg-white p-0 text-ink-900 shadow-raised backdrop:bg-ink-900/50', className)}
    >
      {children}
    </dialog>
  );
}

/** The 44 px Close button (its name from `ui`) in a modal's header; className places it (negative margins). */
export function ModalCloseButton({ onClose, className }: { onClose: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClose}
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-field text-ink-600 hover:bg-ink-100',
        className,
      )}
    >
      <X aria-hidden="true" className="size-5" />
      <span className="sr-only">
        <UiWord pick={(m) => m.close} />
      </span>
    </button>
  );
}
