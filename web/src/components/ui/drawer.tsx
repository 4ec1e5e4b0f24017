import { useId, type ReactNode } from 'react';
import { Modal, ModalCloseButton } from './modal';

/**
 * A panel that slides over the right edge (full screen on phones); a Modal, so focus is
 * trapped, Escape closes it and focus returns to the opener. The content is rendered only
 * while it is open, so a closed drawer fetches nothing.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none sm:max-w-xl"
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-ink-200 px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <ModalCloseButton onClose={onClose} className="-mr-2" />
          </div>
          <div className="flex-1 overflow-y-auto p-5">{children}</div>
        </div>
      )}
    </Modal>
  );
}
