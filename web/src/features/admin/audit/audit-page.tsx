import { Fragment, useState, type FormEvent } from 'react';
import { ChevronDown, ChevronRight, FileClock, Filter, X } from 'lucide-react';
import { limits } from '@espasyo/domain/schemas/limits';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { ChangeList, diffRecords, type Change } from '@/features/admin/shared/diff';
import { Pagination } from '@/features/admin/shared/pagination';
import { Skeleton } from '@/features/admin/shared/skeleton';
import { useSearchState } from '@/features/admin/shared/use-search-state';
import { AUDIT_PAGE_SIZE, useAudit, type AuditEntry } from './api';
import { PageTitle } from '@/components/page-title';

/** Actions the server records today; the filter still accepts any other name. */
const knownActions = [
  'settings.update',
  'settings.reset',
  'settings.import',
  'settings.export',
  'user.suspend',
  'user.disable',
  'user.reactivate',
  'user.change_type',
  'user.verify',
  'user.unverify',
  'user.make_admin',
  'verification.approve',
  'verification.reject',
  'verification.file_viewed',
  'job.run',
  'two_factor.enable',
  'two_factor.disable',
  'data.export',
];

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** { api: { webhookTimeout: 1 } } → { 'api.webhookTimeout': 1 }, so nested changes read per field. */
function flatten(v: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (!isRecord(v)) return out;
  for (const [k, x] of Object.entries(v)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isRecord(x) && Object.keys(x).length > 0) flatten(x, key, out);
    else out[key] = x;
  }
  return out;
}

/** before/after as field changes; values that are not records show as one 'value' row. */
function changesOf(e: AuditEntry): Change[] {
  if (e.before == null && e.after == null) return [];
  if ((isRecord(e.before) || e.before == null) && (isRecord(e.after) || e.after == null))
    return diffRecords(flatten(e.before), flatten(e.after));
  return [{ field: 'value', before: e.before, after: e.after }];
}

function actorName(e: AuditEntry) {
  if (!e.actor) return 'System';
  return e.actor.name || e.actor.email || 'Deleted user';
}

function Target({ e, onFilter }: { e: AuditEntry; onFilter: (targetId: string) => void }) {
  if (!e.targetType && !e.targetId) return <span className="text-ink-500">—</span>;
  return (
    <span className="min-w-0">
      {e.targetType && <span className="block text-ink-800">{e.targetType}</span>}
      {e.targetId && (
        <button
          type="button"
          onClick={() => onFilter(e.targetId!)}
          title="Show only actions on this target"
          aria-label={`Show only actions on ${e.targetType ?? 'target'} ${e.targetId}`}
          className="block text-left font-mono text-xs break-all text-brand-700 hover:underline"
        >
          {e.targetId}
        </button>
      )}
    </span>
  );
}

function ChangesToggle({
  open,
  count,
  onToggle,
  controls,
}: {
  open: boolean;
  count: number;
  onToggle: () => void;
  controls: string;
}) {
  if (count === 0) return <span className="text-sm text-ink-500">No changes</span>;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      className="inline-flex min-h-11 items-center gap-1 rounded-field px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
    >
      {open ? (
        <ChevronDown aria-hidden="true" className="size-4" />
      ) : (
        <ChevronRight aria-hidden="true" className="size-4" />
      )}
      {open ? 'Hide' : 'Show'} {count} {count === 1 ? 'change' : 'changes'}
    </button>
  );
}

/** /audit: every admin action (actor, action, target, before/after, time in Manila, IP). */
export function AuditPage() {
  const { values, page, set } = useSearchState(['actorId', 'actor', 'action', 'targetId', 'from', 'to'] as const);
  const audit = useAudit(values, page);
  const [draft, setDraft] = useState({
    action: values.action,
    targetId: values.targetId,
    from: values.from,
    to: values.to,
  });
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    set({ ...draft, actorId: values.actorId, actor: values.actor });
  };
  const clear = () => {
    setDraft({ action: '', targetId: '', from: '', to: '' });
    set({ action: '', targetId: '', from: '', to: '', actorId: '', actor: '' });
  };
  const byActor = (e: AuditEntry) => e.actor && set({ ...values, actorId: e.actor.id, actor: actorName(e) });
  const byTarget = (targetId: string) => {
    setDraft((d) => ({ ...d, targetId }));
    set({ ...values, targetId });
  };
  const filtered = Object.values(values).some(Boolean);
  const entries = audit.data?.items ?? [];

  return (
    <>
      <PageTitle>Audit Log</PageTitle>
      <PageHeader
        title="Audit Log"
        description="Every action taken in the admin area: who, what, on which record, and when. Times are in Manila time."
      />

      <Card className="mb-6">
        <form onSubmit={apply} aria-label="Filter the audit log" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
                  onClick={() => set({ ...values, actorId: '', actor: '' })}
                  aria-label="Stop filtering by actor"
                  className="flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </span>
            )}
            <div className="ml-auto flex gap-3">
              {filtered && (
                <Button variant="ghost" onClick={clear}>
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

      {audit.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading the audit log">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : audit.isError ? (
        <Alert tone="danger" title="The audit log could not be loaded">
          <p>{errorMessage(audit.error)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void audit.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={FileClock}
          title={filtered ? 'No entries match these filters' : 'No admin actions yet'}
          action={
            filtered && (
              <Button variant="outline" onClick={clear}>
                Clear filters
              </Button>
            )
          }
        >
          {filtered
            ? 'Try a wider date range or another action.'
            : 'Actions such as changing settings or suspending a user appear here.'}
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-600" aria-live="polite">
            {audit.data.total.toLocaleString('en-PH')} {audit.data.total === 1 ? 'entry' : 'entries'}
          </p>
          {/* Laptop: a table. */}
          <div className="hidden overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Audit log entries, newest first</caption>
              <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Time
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Actor
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Action
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Target
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    IP
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Before / after
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {entries.map((e) => {
                  const changes = changesOf(e);
                  const isOpen = open.has(e.id);
                  return (
                    <Fragment key={e.id}>
                      <tr className="align-top">
                        <td className="px-4 py-3 whitespace-nowrap text-ink-800">
                          <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                        </td>
                        <td className="px-4 py-3">
                          {e.actor ? (
                            <button
                              type="button"
                              onClick={() => byActor(e)}
                              className="text-left font-medium text-brand-700 hover:underline"
                              title="Show only this actor's actions"
                            >
                              {actorName(e)}
                            </button>
                          ) : (
                            <span className="text-ink-600">System</span>
                          )}
                          {e.actor?.email && e.actor.name && (
                            <span className="block text-xs text-ink-600">{e.actor.email}</span>
                          )}
                        </td>
                        <td className="px-4 py-3">
                          <Badge tone="neutral" className="font-mono text-xs">
                            {e.action}
                          </Badge>
                        </td>
                        <td className="max-w-56 px-4 py-3">
                          <Target e={e} onFilter={byTarget} />
                        </td>
                        <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-ink-700">{e.ip ?? '—'}</td>
                        <td className="px-4 py-1">
                          <ChangesToggle
                            open={isOpen}
                            count={changes.length}
                            onToggle={() => toggle(e.id)}
                            controls={`audit-${e.id}`}
                          />
                        </td>
                      </tr>
                      {isOpen && (
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

          {/* Phone: one card per entry. */}
          <ul className="space-y-3 md:hidden">
            {entries.map((e) => {
              const changes = changesOf(e);
              const isOpen = open.has(e.id);
              return (
                <li key={e.id} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Badge tone="neutral" className="font-mono text-xs">
                      {e.action}
                    </Badge>
                    <time dateTime={e.createdAt} className="text-sm text-ink-600">
                      {formatDateTime(e.createdAt)}
                    </time>
                  </div>
                  <dl className="mt-3 grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-ink-600">Actor</dt>
                    <dd className="min-w-0 break-words">
                      {e.actor ? (
                        <button
                          type="button"
                          onClick={() => byActor(e)}
                          className="min-h-6 text-left font-medium text-brand-700 hover:underline"
                        >
                          {actorName(e)}
                        </button>
                      ) : (
                        'System'
                      )}
                    </dd>
                    <dt className="text-ink-600">Target</dt>
                    <dd className="min-w-0">
                      <Target e={e} onFilter={byTarget} />
                    </dd>
                    <dt className="text-ink-600">IP</dt>
                    <dd className="font-mono text-xs">{e.ip ?? '—'}</dd>
                  </dl>
                  <div className="mt-2">
                    <ChangesToggle
                      open={isOpen}
                      count={changes.length}
                      onToggle={() => toggle(e.id)}
                      controls={`audit-m-${e.id}`}
                    />
                    {isOpen && (
                      <div id={`audit-m-${e.id}`} className="mt-1">
                        <ChangeList changes={changes} />
                      </div>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>

          <Pagination
            page={page}
            pageSize={AUDIT_PAGE_SIZE}
            total={audit.data.total}
            onPage={(p) => set({ ...values, page: p })}
            label="Audit log pages"
          />
        </>
      )}
    </>
  );
}
