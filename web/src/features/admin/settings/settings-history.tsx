import { History } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import { settingsCategories } from '@espasyo/domain/settings/defaults';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { ChangeList } from '@/features/admin/shared/diff';
import { Skeleton } from '@/features/admin/shared/skeleton';
import { settingsFailure, useSettingsHistory, type SettingsHistoryEntry } from './api';
import { categoryNoun, categoryTitle, fieldLabel, settingsMeta } from './fields';

function HistoryItem({ entry, who }: { entry: SettingsHistoryEntry; who: string }) {
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
          {entry.changeType === 'action' ? 'Action' : 'Update'}
        </Badge>
        {entry.action && <span className="text-sm font-medium text-ink-800">{entry.action}</span>}
      </div>
      <p className="mt-2 text-sm text-ink-600">
        <span className="font-medium text-ink-800">{who}</span> ·{' '}
        <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
      </p>
      <div className="mt-2">
        <ChangeList changes={changes} labelOf={(f) => fieldLabel(entry.category, f)} />
      </div>
    </li>
  );
}

/** Settings history, newest first, 50 at a time (docs/product/errors.md#how-calls-behave, docs/product/settings.md), filterable by category. */
export function SettingsHistory({ category, onCategory }: { category: string; onCategory: (c: string) => void }) {
  const history = useSettingsHistory(category);
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  const { user: me } = useAuth();
  const who = (e: SettingsHistoryEntry) =>
    !e.userId ? 'System' : e.userId === me?.id ? 'You' : (e.user?.name ?? 'An administrator');

  return (
    <Card>
      <section aria-labelledby="settings-history-title">
        <div className="mb-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="settings-history-title" className="text-lg font-semibold text-ink-900">
              Change history
            </h2>
            <p className="text-base text-ink-600">Every saved change, reset and import, newest first.</p>
          </div>
          <div className="sm:w-64">
            <Select
              label="Category"
              value={category}
              onChange={(e) => onCategory(e.target.value)}
              options={[
                { value: '', label: 'All categories' },
                ...settingsCategories.map((c) => ({ value: c, label: settingsMeta[c].title })),
              ]}
            />
          </div>
        </div>

        {history.isPending ? (
          <div className="space-y-4" aria-busy="true" aria-label="Loading history">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : !history.data ? (
          <Alert tone="danger" title={settingsFailure(history.error, en.settings.historyFailed)}>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : entries.length === 0 ? (
          <EmptyState icon={History} title="No changes yet">
            {category
              ? `Nobody has changed the ${categoryNoun(category)} settings yet.`
              : 'Changes appear here as soon as someone saves settings.'}
          </EmptyState>
        ) : (
          <>
            <ol className="divide-y divide-ink-100" aria-label="Settings changes">
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
                  loadingText="Loading..."
                >
                  Load more
                </Button>
              </div>
            )}
            {history.isError && (
              <Alert tone="danger" className="mt-4">
                {settingsFailure(history.error, en.settings.historyFailed)}
              </Alert>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
