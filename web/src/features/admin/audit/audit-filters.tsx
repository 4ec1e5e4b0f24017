import { limits } from '@espasyo/domain/schemas/limits';
import { DateRangeFields, FilterActions, FilterChip } from '@/components/list-filters';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { knownActions } from './audit-entry';
import type { AuditFiltersState } from './use-audit-filters';

/** Action, target, date range and (when picked from the list) the actor. */
export function AuditFilters({ filters }: { filters: AuditFiltersState }) {
  const { draft, setDraft, values } = filters;
  const m = useMessages('adminCore').audit.filters;
  return (
    <Card className="mb-6">
      <form onSubmit={filters.apply} aria-label={m.form} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <TextField
            label={m.action}
            list="audit-actions"
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
            placeholder={m.actionPlaceholder}
            maxLength={limits.search}
            autoCapitalize="none"
            spellCheck={false}
          />
          <datalist id="audit-actions">
            {knownActions.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
        </div>
        <TextField
          label={m.targetId}
          value={draft.targetId}
          maxLength={limits.search}
          onChange={(e) => setDraft({ ...draft, targetId: e.target.value })}
          autoCapitalize="none"
          spellCheck={false}
        />
        <DateRangeFields from={draft.from} to={draft.to} onChange={(range) => setDraft({ ...draft, ...range })} />
        <FilterActions filtered={filters.filtered} onClear={filters.clear} className="sm:col-span-2 lg:col-span-4">
          {values.actorId && (
            <FilterChip stopLabel={m.stopActor} onStop={filters.clearActor}>
              {m.actor({ name: values.actor || values.actorId })}
            </FilterChip>
          )}
        </FilterActions>
      </form>
    </Card>
  );
}
