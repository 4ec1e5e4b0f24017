import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw, Save } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import { settingsSchemas } from '@espasyo/domain/settings/schema';
import type { PlatformSettings, SettingsCategory } from '@espasyo/domain/settings/defaults';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatValue } from '@/features/admin/shared/diff';
import { settingsFailure, useUpdateSettings } from './api';
import { categoryNoun, settingsMeta, type FieldMeta } from './fields';
import { SettingField } from './setting-field';

type Values = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface RemoteChange {
  /** Fields another admin changed that this form now shows. */
  updated: string[];
  /** Fields another admin changed that this admin is also editing: their edit is kept. */
  conflicts: Array<{ field: string; theirs: unknown }>;
}

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
  const meta = settingsMeta[category];
  const fields = meta.fields as Record<string, FieldMeta>;
  const toast = useToast();
  // What this form saved, so its own echo (the reply and the live broadcast) is not taken
  // for someone else's change.
  const savedRef = useRef<unknown>(null);
  const update = useUpdateSettings(category, (saved) => (savedRef.current = saved));
  const [saveError, setSaveError] = useState<string | null>(null);
  const [remote, setRemote] = useState<RemoteChange | null>(null);
  /** The server values the form was last based on; edits are measured against them. */
  const baseRef = useRef<Values>(serverValues as Values);

  const form = useForm<Values>({
    defaultValues: serverValues as Values,
    resolver: zodResolver(settingsSchemas[category] as never) as unknown as Resolver<Values>,
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, formState, reset, getValues, setValue, watch, setError, trigger } = form;
  const values = watch();

  /** Start again from these server values, keeping the given edits on top (still unsaved). */
  const rebase = useCallback(
    (next: Values, keep: Values = {}) => {
      baseRef.current = next;
      reset(next);
      for (const [k, v] of Object.entries(keep)) setValue(k, v, { shouldDirty: true });
      // reset() cleared the messages; kept edits are checked again so a wrong value still says so.
      if (Object.keys(keep).length) void trigger(Object.keys(keep));
    },
    [reset, setValue, trigger],
  );

  useEffect(() => {
    const previous = baseRef.current;
    const next = serverValues as Values;
    if (same(previous, next)) return;
    if (savedRef.current && same(savedRef.current, next)) {
      savedRef.current = null;
      rebase(next);
      return;
    }
    const current = getValues();
    const edited = Object.keys(next).filter((k) => !same(current[k], previous[k]));
    const changed = Object.keys(next).filter((k) => !same(previous[k], next[k]) && !same(current[k], next[k]));
    const conflicts = changed.filter((k) => edited.includes(k)).map((k) => ({ field: k, theirs: next[k] }));
    const keep = Object.fromEntries(edited.filter((k) => !same(current[k], next[k])).map((k) => [k, current[k]]));
    rebase(next, keep);
    if (changed.length) setRemote({ updated: changed.filter((k) => !edited.includes(k)), conflicts });
    // Only a new server value runs this, not every keystroke.
  }, [serverValues, getValues, rebase]);

  const onSubmit = handleSubmit(async (parsed) => {
    setSaveError(null);
    try {
      const doc = await update.mutateAsync(parsed as PlatformSettings[C]);
      rebase(doc.settings[category] as Values);
      setRemote(null);
      toast.success(`${meta.title} settings saved.`);
    } catch (e) {
      const message = settingsFailure(e, en.settings.updateFailed);
      setSaveError(message);
      toast.error(message);
      if (e instanceof ApiError && e.fields) {
        for (const [path, msg] of Object.entries(e.fields)) {
          const field = path.split('.').pop() ?? path;
          if (field in fields) setError(field, { type: 'server', message: msg });
        }
      }
    }
  });

  const dirty = formState.isDirty;
  useEffect(() => onDirtyChange(category, dirty), [category, dirty, onDirtyChange]);

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={`settings-${category}-title`}
      className="space-y-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={`settings-${category}-title`} className="text-lg font-semibold text-ink-900">
            {meta.title} settings
          </h2>
          <p className="text-base text-ink-600">{meta.description}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onReset}
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
        >
          Reset {categoryNoun(category)} to defaults
        </Button>
      </div>

      {remote && (
        <Alert
          tone={remote.conflicts.length ? 'warning' : 'info'}
          title="Changed in another tab or by another administrator"
        >
          {remote.updated.length > 0 && (
            <p>New values are shown for: {remote.updated.map((f) => fields[f]?.label ?? f).join(', ')}.</p>
          )}
          {remote.conflicts.length > 0 && (
            <>
              <p className="mt-1">Your unsaved edits were kept. Saving will replace these new values:</p>
              <ul className="mt-1 list-disc pl-5">
                {remote.conflicts.map((c) => (
                  <li key={c.field}>
                    {fields[c.field]?.label ?? c.field}: {formatValue(c.theirs)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            {remote.conflicts.length > 0 && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  rebase(serverValues as Values);
                  setRemote(null);
                }}
              >
                Discard my edits
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setRemote(null)}>
              Dismiss
            </Button>
          </div>
        </Alert>
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

      {saveError && <Alert tone="danger">{saveError}</Alert>}

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:shadow-card">
        <p className="min-w-0 flex-1 text-sm text-ink-600" aria-live="polite">
          {dirty ? 'Unsaved changes' : 'All changes saved'}
        </p>
        {dirty && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              rebase(serverValues as Values);
              setSaveError(null);
            }}
            disabled={update.isPending}
          >
            Discard
          </Button>
        )}
        <Button
          type="submit"
          variant="secondary"
          disabled={!dirty}
          loading={update.isPending}
          loadingText="Saving..."
          icon={<Save aria-hidden="true" className="size-4" />}
        >
          Save<span className="sr-only sm:not-sr-only"> {categoryNoun(category)} settings</span>
        </Button>
      </div>
    </form>
  );
}
