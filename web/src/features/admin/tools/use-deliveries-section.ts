import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useDeliveries, useRetryDelivery, type Delivery, type DeliveryFilter } from './api';

export const deliveryFilters: { value: DeliveryFilter; label: string }[] = [
  { value: 'open', label: 'Waiting and failed' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Waiting' },
  { value: 'delivering', label: 'Sending' },
  { value: 'delivered', label: 'Delivered' },
];

/** The deliveries table's state: which ones to show, the page, and a retry with its outcome as a toast. */
export function useDeliveriesSection() {
  const [filter, setFilterState] = useState<DeliveryFilter>('open');
  const [page, setPage] = useState(1);
  const list = useDeliveries(filter, page);
  const retry = useRetryDelivery();
  const toast = useToast();

  const setFilter = (next: DeliveryFilter) => {
    setFilterState(next);
    setPage(1);
  };

  const retryOne = (d: Delivery) =>
    retry.mutate(d.id, {
      onSuccess: (after) => {
        if (after.status === 'delivered') toast.success(after.summary, 'Delivered');
        else if (after.status === 'failed') toast.error(after.lastError ?? 'It failed again.', 'Retry failed');
        else toast.info(after.lastError ?? 'It will be tried again shortly.', 'Not delivered yet');
      },
      onError: (e) => toast.error(errorMessage(e), 'Retry refused'),
    });

  /** The row whose retry is under way, for its button's spinner. */
  const retrying = retry.isPending ? retry.variables : null;

  return { filter, setFilter, page, setPage, list, retryOne, retrying };
}
