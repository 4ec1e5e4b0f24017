import { Filter, X } from 'lucide-react';
import { limits } from '@espasyo/domain/schemas/limits';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { knownActions } from './audit-entry';
import type { AuditFiltersState } from './use-audit-filters';

/** Action, target, date range and (when picked from the list) the actor. */
export function AuditFilters({ filters }: { filters: AuditFiltersState }) {
  const { draft, setDraft, values } = filters;
  return (
    <Card className="mb-6">
      <form
        onSubmit={filters.apply}
        aria-label="Filter the audit log"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div>
          <TextField
            label="Action"
            list="audit-actions"
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
            placeholder="e.g. user.suspend"
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
          label="Target id"
          value={draft.targetId}
          maxLength={limits.search}
          onChange={(e) => setDraft({ ...draft, targetId: e.target.value })}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          label="From"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          {values.actorId && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-800">
              Actor: {values.actor || values.actorId}
              <button
                type="button"
                onClick={filters.clearActor}
                aria-label="Stop filtering by actor"
                className="flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </span>
          )}
          <div className="ml-auto flex gap-3">
            {filters.filtered && (
              <Button variant="ghost" onClick={filters.clear}>
                Clear filters
              </Button>
            )}
            <Button type="submit" variant="secondary" icon={<Filter aria-hidden="true" className="size-4" />}>
              Apply filters
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
