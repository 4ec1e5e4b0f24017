import { Fragment } from 'react';
import { ChangeList } from '@/features/admin/shared/diff';
import { useMessages } from '@/lib/i18n';
import { changesOf } from './audit-entry';
import { ActionBadge, Actor, ChangesToggle, Target, When, type EntryListProps } from './audit-parts';

/** Laptop: one row per entry, its changes in a row below when opened. */
export function AuditTable({ entries, isOpen, toggle, byActor, byTarget }: EntryListProps) {
  const m = useMessages('adminCore').audit;
  const c = m.columns;
  const columns = [c.time, c.actor, c.action, c.target, c.ip, c.changes];
  return (
    <div className="hidden relative overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m.caption}</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-3 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {entries.map((e) => {
            const changes = changesOf(e);
            const open = isOpen(e.id);
            return (
              <Fragment key={e.id}>
                <tr className="align-top">
                  <td className="px-4 py-3 whitespace-nowrap text-ink-800">
                    <When e={e} />
                  </td>
                  <td className="px-4 py-3">
                    {e.actor ? (
                      <Actor
                        e={e}
                        onFilter={() => byActor(e)}
                        className="text-left font-medium text-brand-700 hover:underline"
                      />
                    ) : (
                      <span className="text-ink-600">{m.system}</span>
                    )}
                    {e.actor?.email && e.actor.name && (
                      <span className="block text-xs text-ink-600">{e.actor.email}</span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <ActionBadge e={e} />
                  </td>
                  <td className="max-w-56 px-4 py-3">
                    <Target e={e} onFilter={byTarget} />
                  </td>
                  <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-ink-700">{e.ip ?? '—'}</td>
                  <td className="px-4 py-1">
                    <ChangesToggle
                      open={open}
                      count={changes.length}
                      onToggle={() => toggle(e.id)}
                      controls={`audit-${e.id}`}
                    />
                  </td>
                </tr>
                {open && (
                  <tr id={`audit-${e.id}`} className="bg-ink-50">
                    <td colSpan={6} className="px-4 py-2">
                      <ChangeList changes={changes} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
