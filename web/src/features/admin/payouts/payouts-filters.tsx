import { Search } from 'lucide-react';
import { payoutStatuses } from '@espasyo/domain/money/payouts';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { ALL, type PayoutsSearch } from './use-payouts-search';

/** Search by host or payout id; the status, pending by default. */
export function PayoutsFilters({ search: s }: { search: PayoutsSearch }) {
  const words = useMessages('adminMoney').payouts;
  const m = words.filters;
  const statusOptions = [
    ...payoutStatuses.map((status) => ({ value: status, label: words.statuses[status] })),
    { value: ALL, label: m.all },
  ];
  return (
    <Card className="mb-6">
      <form
        role="search"
        aria-label={m.label}
        onSubmit={(e) => {
          e.preventDefault();
          s.submitSearch();
        }}
        className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <TextField
          label={m.search}
          type="search"
          value={s.search}
          onChange={(e) => s.setSearch(e.target.value)}
          placeholder={m.searchPlaceholder}
          maxLength={200}
          autoCapitalize="none"
          spellCheck={false}
          trailing={<Search aria-hidden="true" className="mr-3 size-5 text-ink-500" />}
        />
        <Select
          label={m.status}
          value={s.status}
          onChange={(e) => s.setStatus(e.target.value)}
          options={statusOptions}
        />
      </form>
    </Card>
  );
}
