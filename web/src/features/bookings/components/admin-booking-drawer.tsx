import { useId } from 'react';
import { Modal, ModalCloseButton } from '@/components/ui/modal';
import { AdminBookingDetail } from './admin-booking-detail';

/**
 * The booking open over the list: a panel over the right edge (the whole screen on a phone), a
 * modal, so focus stays in it, Escape closes it and focus goes back to the row that opened it.
 */
export function AdminBookingDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal
      open={!!id}
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none sm:max-w-xl"
    >
      {id && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-ink-200 px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold">
              Booking
            </h2>
            <ModalCloseButton onClose={onClose} className="-mr-2" />
          </div>
          <div className="flex-1 overflow-y-auto p-5">
            <AdminBookingDetail id={id} />
          </div>
        </div>
      )}
    </Modal>
  );
}
