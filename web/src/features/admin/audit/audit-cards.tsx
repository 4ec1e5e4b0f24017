import { ChangeList } from '@/features/admin/shared/diff';
import { useMessages } from '@/lib/i18n';
import { changesOf } from './audit-entry';
import { ActionBadge, Actor, ChangesToggle, Target, When, type EntryListProps } from './audit-parts';

/** Phone: one card per entry. */
export function AuditCards({ entries, isOpen, toggle, byActor, byTarget }: EntryListProps) {
  const m = useMessages('adminCore').audit.columns;
  return (
    <ul className="space-y-3 md:hidden">
      {entries.map((e) => {
        const changes = changesOf(e);
        const open = isOpen(e.id);
        return (
          <li key={e.id} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ActionBadge e={e} />
              <When e={e} className="text-sm text-ink-600" />
            </div>
            <dl className="mt-3 grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-600">{m.actor}</dt>
              <dd className="min-w-0 break-words">
                <Actor
                  e={e}
                  onFilter={() => byActor(e)}
                  className="min-h-6 text-left font-medium text-brand-700 hover:underline"
                />
              </dd>
              <dt className="text-ink-600">{m.target}</dt>
              <dd className="min-w-0">
                <Target e={e} onFilter={byTarget} />
              </dd>
              <dt className="text-ink-600">{m.ip}</dt>
              <dd className="font-mono text-xs">{e.ip ?? '—'}</dd>
            </dl>
            <div className="mt-2">
              <ChangesToggle
                open={open}
                count={changes.length}
                onToggle={() => toggle(e.id)}
                controls={`audit-m-${e.id}`}
              />
              {open && (
                <div id={`audit-m-${e.id}`} className="mt-1">
                  <ChangeList changes={changes} />
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
