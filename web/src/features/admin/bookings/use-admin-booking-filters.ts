import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  anyBookingStatuses,
  bookingKinds,
  type AnyBookingStatus,
  type BookingKind,
} from '@espasyo/domain/tenancies/kinds';
import type { AdminBookingFilters } from '@/features/bookings';

const keys = ['status', 'kind', 'listingId', 'hostId', 'clientId', 'from', 'to', 'flagged'] as const;
/** Who or what an id filter names, kept beside it in the address so the chip can say it. */
const labelKeys = { listingId: 'listing', hostId: 'host', clientId: 'client' } as const;
export type IdFilter = keyof typeof labelKeys;

const emptyDraft: AdminBookingFilters = {
  status: '',
  kind: '',
  listingId: '',
  hostId: '',
  clientId: '',
  from: '',
  to: '',
  flagged: '',
};

/**
 * Staff's filters of every booking, all in the address (?status&kind&listingId&hostId&clientId&from&to&flagged&page,
 * the names of the picked listing, host and client, and `booking`: the one open in the drawer), so a
 * filtered list can be shared and the back button works. The form's typed-but-not-applied values
 * are `draft`; a change of filter goes back to page 1.
 */
export function useAdminBookingFilters() {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const v = { ...emptyDraft };
    for (const k of keys) v[k] = (params.get(k) ?? '') as never;
    if (v.status && !anyBookingStatuses.includes(v.status as AnyBookingStatus)) v.status = '';
    if (v.kind && !bookingKinds.includes(v.kind as BookingKind)) v.kind = '';
    if (v.flagged !== 'true') v.flagged = '';
    return v;
  }, [params]);
  const labels = useMemo(
    () => ({
      listingId: params.get('listing') ?? '',
      hostId: params.get('host') ?? '',
      clientId: params.get('client') ?? '',
    }),
    [params],
  );
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const open = params.get('booking') ?? '';
  const [draft, setDraft] = useState(values);

  const update = (patch: Record<string, string | number>, push = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === '' || (k === 'page' && Number(v) <= 1)) next.delete(k);
          else next.set(k, String(v));
        }
        if (!('page' in patch) && !('booking' in patch)) next.delete('page');
        return next;
      },
      { replace: !push },
    );

  /** The filters as given, with the label of each id filter kept only while its id stays the same. */
  const applyFilters = (f: AdminBookingFilters, named: Partial<Record<IdFilter, string>> = {}) => {
    const patch: Record<string, string> = { ...f };
    for (const k of Object.keys(labelKeys) as IdFilter[])
      patch[labelKeys[k]] = f[k] ? (named[k] ?? (f[k] === values[k] ? labels[k] : '')) : '';
    setDraft(f);
    update(patch);
  };

  return {
    values,
    labels,
    page,
    draft,
    setDraft,
    filtered: Object.values(values).some(Boolean),
    apply: (e: FormEvent) => {
      e.preventDefault();
      applyFilters(draft);
    },
    clear: () => applyFilters(emptyDraft),
    /** Only the bookings of this listing, host or client (from a row), named by `label`. */
    only: (key: IdFilter, id: string, label: string) => applyFilters({ ...values, [key]: id }, { [key]: label }),
    drop: (key: IdFilter) => applyFilters({ ...values, [key]: '' }),
    setPage: (p: number) => update({ page: p }),
    /** The booking open in the drawer ('' when none); opening it is a step the back button undoes. */
    open,
    openBooking: (id: string) => update({ booking: id }, true),
    closeBooking: () => update({ booking: '' }),
  };
}

export type AdminBookingFiltersState = ReturnType<typeof useAdminBookingFilters>;
