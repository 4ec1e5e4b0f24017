import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { settingsCategories, type SettingsCategory } from '@espasyo/domain/settings/defaults';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/spinner';
import { useSearchState } from '@/features/admin/shared/use-search-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Tabs, tabPanelProps } from '@/features/admin/shared/tabs';
import { useSettings } from './api';
import { CategoryForm } from './category-form';
import { useSettingsMeta } from './fields';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { ExportButton } from './export-button';
import { ImportProblemsAlert, ImportSettings, type ImportProblems } from './import-export';
import { LastChanged } from './last-changed';
import { PaymentGatewayStatus } from './payment-gateway-status';
import { ResetDialog } from './reset-dialog';
import { SettingsHistory } from './settings-history';
import { useUnsavedCategories } from './use-unsaved-categories';
import { PageTitle } from '@/components/page-title';

const isCategory = (v: string): v is SettingsCategory => (settingsCategories as string[]).includes(v);

/** /settings: the six categories of docs/product/records.md, their history, import, export and reset. */
export function SettingsPage() {
  const m = useMessages('adminSystem').settings;
  const { meta: settingsMeta } = useSettingsMeta();
  const settings = useSettings();
  const { values, set } = useSearchState(['tab', 'history'] as const);
  const tab: SettingsCategory = isCategory(values.tab) ? values.tab : 'general';
  const [resetTarget, setResetTarget] = useState<SettingsCategory | 'all' | null>(null);
  const [importProblems, setImportProblems] = useState<ImportProblems | null>(null);
  const { unsaved, onDirtyChange, leaving } = useUnsavedCategories();

  const doc = settings.data;
  return (
    <MessageNamespaces value={['validation', 'apiAdmin2']}>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader
        title={m.title}
        description={m.description}
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
                {m.resetAll}
              </Button>
            </>
          )
        }
      />

      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <LoadError title={m.loadError} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : doc ? (
        <div className="space-y-6">
          <LastChanged doc={doc} />
          {importProblems && (
            <ImportProblemsAlert problems={importProblems} onDismiss={() => setImportProblems(null)} />
          )}

          <div>
            <Tabs
              idBase="settings"
              label={m.tabs}
              items={settingsCategories.map((c) => {
                const Icon = settingsMeta[c].icon;
                return {
                  id: c,
                  label: settingsMeta[c].title,
                  icon: <Icon aria-hidden="true" className="size-4" />,
                  after: unsaved.has(c) && (
                    <>
                      <span aria-hidden="true" className="size-2 rounded-full bg-accent-600" />
                      <span className="sr-only">{m.unsavedMark}</span>
                    </>
                  ),
                };
              })}
              selected={tab}
              onSelect={(c) => set({ tab: c === 'general' ? '' : c, history: values.history })}
            />
            {/* Every category keeps its own form mounted, so switching tabs never loses unsaved edits. */}
            {settingsCategories.map((c) => (
              <div key={c} {...tabPanelProps('settings', c)} hidden={c !== tab} className="space-y-6 pt-6 outline-none">
                {c === 'financial' && c === tab && (
                  <PaymentGatewayStatus chosen={doc.settings.financial.paymentGateway} />
                )}
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
            title={m.leave.title}
            description={m.leave.text({ categories: [...unsaved].map((c) => settingsMeta[c].title).join(', ') })}
            confirmLabel={m.leave.confirm}
            variant="danger"
          />
        </div>
      ) : null}
    </MessageNamespaces>
  );
}
