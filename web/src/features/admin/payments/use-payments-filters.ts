import { useState, type FormEvent } from 'react';
import { paymentGateways, paymentMethods, paymentStatuses } from '@espasyo/domain/contracts/payments';
import { useSearchState } from '@/features/admin/shared/use-search-state';
import type { PaymentFilters } from './api/use-admin-payments';

const keys = ['q', 'status', 'method', 'gateway', 'from', 'to'] as const;
const empty: PaymentFilters = { q: '', status: '', method: '', gateway: '', from: '', to: '' };
const oneOf = (list: readonly string[], v: string) => (list.includes(v) ? v : '');

/**
 * Staff's filters of every payment, all in the address (?q&status&method&gateway&from&to&page, and
 * `payment`: the one open in the drawer), so a filtered list can be shared and the back button
 * works. The form's typed-but-not-applied values are `draft`; applying goes back to page 1.
 */
export function usePaymentsFilters() {
  const { values: raw, page, set } = useSearchState([...keys, 'payment'] as const);
  const values: PaymentFilters = {
    q: raw.q,
    status: oneOf(paymentStatuses, raw.status),
    method: oneOf(paymentMethods, raw.method),
    gateway: oneOf(paymentGateways, raw.gateway),
    from: raw.from,
    to: raw.to,
  };
  const [draft, setDraft] = useState(values);
  const apply = (f: PaymentFilters) => {
    setDraft(f);
    set({ ...f, payment: raw.payment });
  };
  return {
    values,
    draft,
    setDraft,
    page,
    filtered: Object.values(values).some(Boolean),
    apply: (e: FormEvent) => {
      e.preventDefault();
      apply(draft);
    },
    clear: () => apply(empty),
    setPage: (p: number) => set({ ...values, payment: raw.payment, page: p }),
    /** The payment open in the drawer ('' when none). */
    open: raw.payment,
    openPayment: (id: string) => set({ ...values, payment: id, page }),
    closePayment: () => set({ ...values, payment: '', page }),
  };
}

export type PaymentsFiltersState = ReturnType<typeof usePaymentsFilters>;
