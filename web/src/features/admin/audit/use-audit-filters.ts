import { useState, type FormEvent } from 'react';
import { useSearchState } from '@/features/admin/shared/use-search-state';
import { useMessages } from '@/lib/i18n';
import { actorName } from './audit-entry';
import type { AuditEntry } from './api';

const emptyDraft = { action: '', targetId: '', from: '', to: '' };

/**
 * The audit log's filters: applied ones live in the URL, the form's typed-but-not-applied
 * ones in `draft`. Clicking an actor or a target filters by it at once.
 */
export function useAuditFilters() {
  const words = useMessages('adminCore').audit;
  const { values, page, set } = useSearchState(['actorId', 'actor', 'action', 'targetId', 'from', 'to'] as const);
  const [draft, setDraft] = useState({
    action: values.action,
    targetId: values.targetId,
    from: values.from,
    to: values.to,
  });

  return {
    values,
    page,
    draft,
    setDraft,
    filtered: Object.values(values).some(Boolean),
    apply: (e: FormEvent) => {
      e.preventDefault();
      set({ ...draft, actorId: values.actorId, actor: values.actor });
    },
    clear: () => {
      setDraft(emptyDraft);
      set({ ...emptyDraft, actorId: '', actor: '' });
    },
    clearActor: () => set({ ...values, actorId: '', actor: '' }),
    byActor: (e: AuditEntry) => e.actor && set({ ...values, actorId: e.actor.id, actor: actorName(e, words) }),
    byTarget: (targetId: string) => {
      setDraft((d) => ({ ...d, targetId }));
      set({ ...values, targetId });
    },
    setPage: (p: number) => set({ ...values, page: p }),
  };
}

export type AuditFiltersState = ReturnType<typeof useAuditFilters>;
