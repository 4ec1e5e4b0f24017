import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Modal, ModalCloseButton } from './modal';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and the confirming action. */
  footer?: ReactNode;
  className?: string;
}

/** A centred modal with a title, an optional description, content and a row of buttons. */
export function Dialog({ open, onClose, title, description, children, footer, className }: DialogProps) {
  const titleId = useId();
  const descId = useId();

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={description ? descId : undefined}
      className={cn('m-auto w-[calc(100%-2rem)] max-w-lg rounded-panel', className)}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="min-w-0 text-lg font-semibold wrap-anywhere">
            {title}
          </h2>
          <ModalCloseButton onClose={onClose} className="-m-2" />
        </div>
        {description && (
          <p id={descId} className="mt-2 text-base wrap-anywhere text-ink-600">
            {description}
          </p>
        )}
        {children && <div className="mt-4">{children}</div>}
        {footer && <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{footer}</div>}
      </div>
    </Modal>
  );
}
