import { useCallback, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { settingsCategories, type SettingsCategory } from '@espasyo/domain/settings/defaults';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useSearchState } from '@/features/admin/shared/use-search-state';
import { ConfirmDialog } from '@/features/admin/shared/confirm-dialog';
import { Tabs, tabPanelProps } from '@/features/admin/shared/tabs';
import { useSettings } from './api';
import { CategoryForm } from './category-form';
import { settingsMeta } from './fields';
import { ExportButton, ImportProblemsAlert, ImportSettings, type ImportProblems } from './import-export';
import { ResetDialog } from './reset-dialog';
import { SettingsHistory } from './settings-history';
import { PageTitle } from '@/components/page-title';

const isCategory = (v: string): v is SettingsCategory => (settingsCategories as string[]).includes(v);

/** /settings: the six categories of requirements §3, their history, import, export and reset. */
export function SettingsPage() {
  const settings = useSettings();
  const { values, set } = useSearchState(['tab', 'history'] as const);
  const tab: SettingsCategory = isCategory(values.tab) ? values.tab : 'general';
  const [resetTarget, setResetTarget] = useState<SettingsCategory | 'all' | null>(null);
  const [importProblems, setImportProblems] = useState<ImportProblems | null>(null);
  const [unsaved, setUnsaved] = useState<ReadonlySet<SettingsCategory>>(new Set());
  const onDirtyChange = useCallback((c: SettingsCategory, dirty: boolean) => {
    setUnsaved((prev) => {
      if (prev.has(c) === dirty) return prev;
      const next = new Set(prev);
      if (dirty) next.add(c);
      else next.delete(c);
      return next;
    });
  }, []);
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (unsaved.size === 0) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved.size]);

  const doc = settings.data;
  const { user: me } = useAuth();
  return (
    <>
      <PageTitle>Platform Settings</PageTitle>
      <PageHeader
        title="Platform Settings"
        description="Changes apply to everyone as soon as they are saved."
        actions={
          doc && (
            <>
              <ExportButton />
              <ImportSettings current={doc.settings} onProblems={setImportProblems} />
              <Button
                variant="outline"
                onClick={() => setResetTarget('all')}
                icon={<RotateCcw aria-hidden="true" className="size-4" />}
              >
                Reset all
              </Button>
            </>
          )
        }
      />

      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <Alert tone="danger" title="Settings could not be loaded">
          <p>{errorMessage(settings.error)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : doc ? (
        <div className="space-y-6">
          {(doc.updatedAt || doc.importedAt) && (
            <p className="text-sm text-ink-600">
              {doc.updatedAt && (
                <>
                  Last changed <time dateTime={doc.updatedAt}>{formatDateTime(doc.updatedAt)}</time>
                  {doc.lastUpdatedBy && (
                    <>
                      {' '}
                      by{' '}
                      {doc.lastUpdatedBy.id === me?.id
                        ? 'you'
                        : doc.lastUpdatedBy.name || doc.lastUpdatedBy.email || 'an administrator'}
                    </>
                  )}
                  .{' '}
                </>
              )}
              {doc.importedAt && (
                <>
                  Last import <time dateTime={doc.importedAt}>{formatDateTime(doc.importedAt)}</time>.
                </>
              )}
            </p>
          )}
          {importProblems && (
            <ImportProblemsAlert problems={importProblems} onDismiss={() => setImportProblems(null)} />
          )}

          <div>
            <Tabs
              idBase="settings"
              label="Settings categories"
              items={settingsCategories.map((c) => {
                const Icon = settingsMeta[c].icon;
                return {
                  id: c,
                  label: settingsMeta[c].title,
                  icon: <Icon aria-hidden="true" className="size-4" />,
                  after: unsaved.has(c) && (
                    <>
                      <span aria-hidden="true" className="size-2 rounded-full bg-accent-600" />
                      <span className="sr-only">(unsaved changes)</span>
                    </>
                  ),
                };
              })}
              selected={tab}
              onSelect={(c) => set({ tab: c === 'general' ? '' : c, history: values.history })}
            />
            {/* Every category keeps its own form mounted, so switching tabs never loses unsaved edits. */}
            {settingsCategories.map((c) => (
              <div key={c} {...tabPanelProps('settings', c)} hidden={c !== tab} className="pt-6 outline-none">
                <CategoryForm
                  category={c}
                  serverValues={doc.settings[c]}
                  onReset={() => setResetTarget(c)}
                  onDirtyChange={onDirtyChange}
                />
              </div>
            ))}
          </div>

          <SettingsHistory category={values.history} onCategory={(c) => set({ history: c, tab: values.tab })} />
          <ResetDialog target={resetTarget} current={doc.settings} onClose={() => setResetTarget(null)} />
          <ConfirmDialog
            open={leaving.state === 'blocked'}
            onClose={() => leaving.reset?.()}
            onConfirm={() => leaving.proceed?.()}
            title="Leave without saving?"
            description={`Your changes to ${[...unsaved].map((c) => settingsMeta[c].title).join(', ')} settings are not saved yet.`}
            confirmLabel="Leave and discard changes"
            variant="danger"
          />
        </div>
      ) : null}
    </>
  );
}
