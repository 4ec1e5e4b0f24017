import { Search } from 'lucide-react';
import { userTypes } from '@espasyo/domain/roles';
import { userStatuses } from '@espasyo/domain/schemas/admin';
import { limits } from '@espasyo/domain/schemas/limits';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { useUserLabels } from './user-labels';
import type { UsersSearch } from './use-users-search';

/** Search by name, email or phone; filter by type and status. */
export function UsersFilters({ search: s }: { search: UsersSearch }) {
  const m = useMessages('adminPeople').users.filters;
  const { typeLabel, statusLabel } = useUserLabels();
  const { values, set } = s;
  return (
    <Card className="mb-6">
      <form
        role="search"
        aria-label={m.label}
        onSubmit={(e) => {
          e.preventDefault();
          s.submitSearch();
        }}
        className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <TextField
          label={m.search}
          type="search"
          value={s.search}
          onChange={(e) => s.setSearch(e.target.value)}
          placeholder={m.searchPlaceholder}
          maxLength={limits.search}
          autoCapitalize="none"
          spellCheck={false}
          trailing={<Search aria-hidden="true" className="mr-3 size-5 text-ink-500" />}
        />
        <Select
          label={m.type}
          value={values.type}
          onChange={(e) => set({ ...values, type: e.target.value, user: '' })}
          options={[{ value: '', label: m.allTypes }, ...userTypes.map((t) => ({ value: t, label: typeLabel(t) }))]}
        />
        <Select
          label={m.status}
          value={values.status}
          onChange={(e) => set({ ...values, status: e.target.value, user: '' })}
          options={[
            { value: '', label: m.allStatuses },
            ...userStatuses.map((st) => ({ value: st, label: statusLabel(st) })),
          ]}
        />
      </form>
    </Card>
  );
}
