import { useEffect } from 'react';
import { RotateCcw, Save } from 'lucide-react';
import type { PlatformSettings, SettingsCategory } from '@espasyo/domain/settings/defaults';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n';
import { useSettingsMeta } from './fields';
import { RemoteChangeAlert } from './remote-change-alert';
import { SettingField } from './setting-field';
import { useCategoryForm } from './use-category-form';

/**
 * One settings category as a form, validated with the same domain schema the server uses.
 * New values saved elsewhere (another tab, another admin) arrive through the query cache:
 * untouched fields take them at once, fields being edited are kept and the admin is told.
 */
export function CategoryForm<C extends SettingsCategory>({
  category,
  serverValues,
  onReset,
  onDirtyChange,
}: {
  category: C;
  serverValues: PlatformSettings[C];
  onReset: () => void;
  /** Tells the page which categories have unsaved edits (tab marks, leaving the page). */
  onDirtyChange: (category: C, dirty: boolean) => void;
}) {
  const m = useMessages('adminSystem').settings.form;
  const { categoryNoun } = useSettingsMeta();
  const state = useCategoryForm(category, serverValues);
  const { form, meta, fields } = state;
  const { register, control, formState, watch } = form;
  const values = watch();
  const dirty = formState.isDirty;
  useEffect(() => onDirtyChange(category, dirty), [category, dirty, onDirtyChange]);

  return (
    <form
      noValidate
      onSubmit={(e) => void state.onSubmit(e)}
      aria-labelledby={`settings-${category}-title`}
      className="space-y-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={`settings-${category}-title`} className="text-lg font-semibold text-ink-900">
            {m.heading({ category: meta.title })}
          </h2>
          <p className="text-base text-ink-600">{meta.description}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onReset}
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
        >
          {m.reset({ category: categoryNoun(category) })}
        </Button>
      </div>

      {state.remote && (
        <RemoteChangeAlert
          remote={state.remote}
          fields={fields}
          onDiscard={state.takeRemote}
          onDismiss={state.dismissRemote}
        />
      )}

      {meta.groups.map((group) => (
        <Card key={group.title}>
          <fieldset className="space-y-5">
            <legend className="mb-4 text-base font-semibold text-ink-900">{group.title}</legend>
            <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
              {group.fields.map((name) => {
                const fm = fields[name];
                const wide =
                  fm.kind === 'boolean' ||
                  fm.kind === 'list' ||
                  fm.kind === 'choices' ||
                  (fm.kind === 'text' && fm.multiline);
                return (
                  <div key={name} className={wide ? 'md:col-span-2' : undefined}>
                    <SettingField
                      name={name}
                      meta={fm}
                      control={control}
                      register={register}
                      errors={formState.errors}
                      currentValue={values[name]}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
        </Card>
      ))}

      {state.saveError && <Alert tone="danger">{state.saveError}</Alert>}

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:shadow-card">
        <p className="min-w-0 flex-1 text-sm text-ink-600" aria-live="polite">
          {dirty ? m.unsaved : m.allSaved}
        </p>
        {dirty && (
          <Button variant="ghost" size="sm" onClick={state.discard} disabled={state.saving}>
            {m.discard}
          </Button>
        )}
        <Button
          type="submit"
          variant="secondary"
          disabled={!dirty}
          loading={state.saving}
          loadingText={m.saving}
          icon={<Save aria-hidden="true" className="size-4" />}
        >
          {m.save}
          <span className="sr-only sm:not-sr-only"> {m.saveWhat({ category: categoryNoun(category) })}</span>
        </Button>
      </div>
    </form>
  );
}
