import { useEffect, useState } from 'react';
import { payoutStatuses, type PayoutStatus } from '@espasyo/domain/money/payouts';
import { useSearchState } from '@/features/admin/shared/use-search-state';
import type { PayoutFilters } from './api/use-admin-payouts';

/** The status filter's value for every status (no status means the default, pending). */
export const ALL = 'all';

/**
 * The queue's status (pending unless chosen), search and page, all in the URL. The search box
 * applies itself a moment after typing stops, so each key press is not a request.
 */
export function usePayoutsSearch() {
  const { values, page, set } = useSearchState(['q', 'status'] as const);
  const [search, setSearch] = useState(values.q);

  useEffect(() => {
    if (search === values.q) return;
    const t = setTimeout(() => set({ ...values, q: search }), 350);
    return () => clearTimeout(t);
    // Only the typed text starts the wait.
  }, [search]);

  const status: PayoutStatus | typeof ALL = (payoutStatuses as readonly string[]).includes(values.status)
    ? (values.status as PayoutStatus)
    : values.status === ALL
      ? ALL
      : 'pending';
  const filters: PayoutFilters = { status: status === ALL ? null : status, q: values.q };

  return {
    status,
    filters,
    page,
    search,
    setSearch,
    /** Pending with no search is the queue as staff open it. */
    filtered: !!values.q || status !== 'pending',
    setStatus: (s: string) => set({ ...values, status: s === 'pending' ? '' : s }),
    submitSearch: () => set({ ...values, q: search }),
    clear: () => {
      setSearch('');
      set({ q: '', status: '' });
    },
    setPage: (p: number) => set({ ...values, page: p }),
  };
}

export type PayoutsSearch = ReturnType<typeof usePayoutsSearch>;
