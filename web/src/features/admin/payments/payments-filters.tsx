import { paymentGateways, paymentMethods, paymentStatuses } from '@espasyo/domain/contracts/payments';
import { DateRangeFields, FilterActions } from '@/components/list-filters';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import type { PaymentsFiltersState } from './use-payments-filters';

/** A booking id, payment id or client email; the status, method and gateway; the days created. */
export function PaymentsFilters({ filters }: { filters: PaymentsFiltersState }) {
  const money = useMessages('adminMoney');
  const m = money.payments;
  const f = m.filters;
  const statusOptions = paymentStatuses.map((s) => ({ value: s, label: m.status[s] }));
  const methodOptions = paymentMethods.map((s) => ({ value: s, label: money.methods[s] }));
  const gatewayOptions = paymentGateways.map((s) => ({ value: s, label: money.gateways[s] }));
  const { draft, setDraft } = filters;
  return (
    <Card className="mb-6">
      <form onSubmit={filters.apply} aria-label={f.form} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={f.search}
          type="search"
          help={f.searchHelp}
          value={draft.q}
          maxLength={200}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          containerClassName="sm:col-span-2 lg:col-span-3"
        />
        <Select
          label={f.status}
          placeholder={f.anyStatus}
          options={statusOptions}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
        />
        <Select
          label={f.method}
          placeholder={f.anyMethod}
          options={methodOptions}
          value={draft.method}
          onChange={(e) => setDraft({ ...draft, method: e.target.value })}
        />
        <Select
          label={f.gateway}
          placeholder={f.anyGateway}
          options={gatewayOptions}
          value={draft.gateway}
          onChange={(e) => setDraft({ ...draft, gateway: e.target.value })}
        />
        <DateRangeFields
          from={draft.from}
          to={draft.to}
          onChange={(range) => setDraft({ ...draft, ...range })}
          help={{ from: f.fromHelp, to: f.toHelp }}
        />
        <FilterActions filtered={filters.filtered} onClear={filters.clear} className="sm:col-span-2 lg:col-span-1" />
      </form>
    </Card>
  );
}
