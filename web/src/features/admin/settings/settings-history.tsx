import { History } from 'lucide-react';
import { settingsCategories } from '@espasyo/domain/settings/defaults';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { ChangeList } from '@/features/admin/shared/diff';
import { Skeleton } from '@/features/admin/shared/skeleton';
import { useSettingsFailure, useSettingsHistory, type SettingsHistoryEntry } from './api';
import { useSettingsMeta } from './fields';

function HistoryItem({ entry, who }: { entry: SettingsHistoryEntry; who: string }) {
  const m = useMessages('adminSystem').settings.history;
  const f = useFormat();
  const { categoryTitle, fieldLabel } = useSettingsMeta();
  const changes = Object.entries(entry.changes ?? {}).map(([field, c]) => ({
    field,
    before: c?.before,
    after: c?.after,
  }));
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{categoryTitle(entry.category)}</Badge>
        <Badge tone={entry.changeType === 'action' ? 'warning' : 'neutral'}>
          {entry.changeType === 'action' ? m.action : m.update}
        </Badge>
        {entry.action && <span className="text-sm font-medium text-ink-800">{entry.action}</span>}
      </div>
      <p className="mt-2 text-sm text-ink-600">
        <span className="font-medium text-ink-800">{who}</span> ·{' '}
        <time dateTime={entry.timestamp}>{f.dateTime(entry.timestamp)}</time>
      </p>
      <div className="mt-2">
        <ChangeList changes={changes} labelOf={(f) => fieldLabel(entry.category, f)} />
      </div>
    </li>
  );
}

/** Settings history, newest first, 50 at a time (docs/product/errors.md#how-calls-behave, docs/product/settings.md), filterable by category. */
export function SettingsHistory({ category, onCategory }: { category: string; onCategory: (c: string) => void }) {
  const m = useMessages('adminSystem').settings;
  const h = m.history;
  const { meta: settingsMeta, categoryNoun } = useSettingsMeta();
  const history = useSettingsHistory(category);
  const settingsFailure = useSettingsFailure();
  const failed = () => settingsFailure(history.error, (detail) => m.failures.historyFailed({ detail }));
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  const { user: me } = useAuth();
  const who = (e: SettingsHistoryEntry) =>
    !e.userId ? h.system : e.userId === me?.id ? h.you : (e.user?.name ?? h.anAdmin);

  return (
    <Card>
      <section aria-labelledby="settings-history-title">
        <div className="mb-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="settings-history-title" className="text-lg font-semibold text-ink-900">
              {h.title}
            </h2>
            <p className="text-base text-ink-600">{h.description}</p>
          </div>
          <div className="sm:w-64">
            <Select
              label={h.category}
              value={category}
              onChange={(e) => onCategory(e.target.value)}
              options={[
                { value: '', label: h.allCategories },
                ...settingsCategories.map((c) => ({ value: c, label: settingsMeta[c].title })),
              ]}
            />
          </div>
        </div>

        {history.isPending ? (
          <div className="space-y-4" aria-busy="true" aria-label={h.loading}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : !history.data ? (
          <Alert tone="danger" title={failed()}>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void history.refetch()}>
              {h.retry}
            </Button>
          </Alert>
        ) : entries.length === 0 ? (
          <EmptyState icon={History} title={h.emptyTitle}>
            {category ? h.emptyCategory({ category: categoryNoun(category) }) : h.emptyAll}
          </EmptyState>
        ) : (
          <>
            <ol className="divide-y divide-ink-100" aria-label={h.list}>
              {entries.map((e) => (
                <HistoryItem key={e.id} entry={e} who={who(e)} />
              ))}
            </ol>
            {history.hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void history.fetchNextPage()}
                  loading={history.isFetchingNextPage}
                  loadingText={h.loadingMore}
                >
                  {h.more}
                </Button>
              </div>
            )}
            {history.isError && (
              <Alert tone="danger" className="mt-4">
                {failed()}
              </Alert>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
