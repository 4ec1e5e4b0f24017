import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { useDeliveries, useRetryDelivery, type Delivery, type DeliveryFilter } from './api';

/** The filters in the select's order; their words are adminSystem.tools.deliveries.filters. */
export const deliveryFilters: DeliveryFilter[] = ['open', 'failed', 'pending', 'delivering', 'delivered'];

/** The deliveries table's state: which ones to show, the page, and a retry with its outcome as a toast. */
export function useDeliveriesSection() {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const [filter, setFilterState] = useState<DeliveryFilter>('open');
  const [page, setPage] = useState(1);
  const list = useDeliveries(filter, page);
  const retry = useRetryDelivery();
  const toast = useToast();
  const m = useMessages('adminSystem').tools.deliveries;

  const setFilter = (next: DeliveryFilter) => {
    setFilterState(next);
    setPage(1);
  };

  const retryOne = (d: Delivery) =>
    retry.mutate(d.id, {
      onSuccess: (after) => {
        if (after.status === 'delivered') toast.success(after.summary, m.delivered);
        else if (after.status === 'failed') toast.error(after.lastError ?? m.failedAgain, m.retryFailed);
        else toast.info(after.lastError ?? m.later, m.notYet);
      },
      onError: (e) => toast.error(errorMessage(e), m.refused),
    });

  /** The row whose retry is under way, for its button's spinner. */
  const retrying = retry.isPending ? retry.variables : null;

  return { filter, setFilter, page, setPage, list, retryOne, retrying };
}
