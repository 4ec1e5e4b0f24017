import {
  anyBookingStatuses,
  bookingKinds,
  type AnyBookingStatus,
  type BookingKind,
} from '@espasyo/domain/tenancies/kinds';
import { DateRangeFields, FilterActions, FilterChip } from '@/components/list-filters';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import type { AdminBookingFiltersState, IdFilter } from './use-admin-booking-filters';

const idFields: { key: IdFilter }[] = [{ key: 'listingId' }, { key: 'hostId' }, { key: 'clientId' }];

/**
 * Status (a tenancy's too), kind (by the day, by the hour, monthly), the dates a stay touches, and a listing, host or client: picked from a row (named in a
 * chip), or by id under 'By listing, host or client id' (folded away until used, short on a phone).
 */
export function AdminBookingFilters({ filters }: { filters: AdminBookingFiltersState }) {
  const { draft, setDraft, values, labels } = filters;
  const status = useMessages('booking').status;
  const m = useMessages('adminCases').filters;
  const statusOptions = anyBookingStatuses.map((s) => ({ value: s, label: status[s] }));
  const kindOptions = bookingKinds.map((k) => ({ value: k, label: m.kinds[k] }));
  const picked = idFields.filter((f) => values[f.key]);
  return (
    <Card className="mb-6">
      <form onSubmit={filters.apply} aria-label={m.form} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          label={m.status}
          placeholder={m.anyStatus}
          options={statusOptions}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value as AnyBookingStatus | '' })}
        />
        <Select
          label={m.kind}
          placeholder={m.anyKind}
          options={kindOptions}
          value={draft.kind}
          onChange={(e) => setDraft({ ...draft, kind: e.target.value as BookingKind | '' })}
        />
        <DateRangeFields
          from={draft.from}
          to={draft.to}
          onChange={(range) => setDraft({ ...draft, ...range })}
          help={{ from: m.fromHelp, to: m.toHelp }}
        />
        <Checkbox
          label={m.flagged}
          checked={draft.flagged === 'true'}
          onChange={(e) => setDraft({ ...draft, flagged: e.target.checked ? 'true' : '' })}
          className="sm:col-span-2 lg:col-span-3"
        />
        <details
          open={idFields.some((f) => draft[f.key]) || undefined}
          className="rounded-field border border-ink-200 sm:col-span-2 lg:col-span-3"
        >
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700">
            {m.byId}
          </summary>
          <div className="grid gap-4 border-t border-ink-200 p-3 sm:grid-cols-2 lg:grid-cols-3">
            {idFields.map((f) => (
              <TextField
                key={f.key}
                label={m.idLabel({ key: f.key })}
                value={draft[f.key]}
                maxLength={100}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value.trim() })}
              />
            ))}
          </div>
        </details>
        <FilterActions filtered={filters.filtered} onClear={filters.clear} className="sm:col-span-2 lg:col-span-3">
          {picked.map((f) => (
            <FilterChip key={f.key} stopLabel={m.stop({ key: f.key })} onStop={() => filters.drop(f.key)}>
              {m.chip({ key: f.key, name: labels[f.key] || values[f.key] })}
            </FilterChip>
          ))}
        </FilterActions>
      </form>
    </Card>
  );
}
