import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { sameJson } from '@espasyo/domain/diff';
import { settingsSchemas } from '@espasyo/domain/settings/schema';
import type { PlatformSettings, SettingsCategory } from '@espasyo/domain/settings/defaults';
import { useToast } from '@/components/ui/toast';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { useSettingsFailure, useUpdateSettings } from './api';
import { useSettingsMeta, type FieldMeta } from './fields';

export type Values = Record<string, unknown>;

export interface RemoteChange {
  /** Fields another admin changed that this form now shows. */
  updated: string[];
  /** Fields another admin changed that this admin is also editing: their edit is kept. */
  conflicts: Array<{ field: string; theirs: unknown }>;
}

/**
 * The state of one settings category form: validated with the domain schema the server
 * uses; new server values (another tab, another admin) are taken into untouched fields at
 * once, while fields being edited keep the edit and `remote` says what happened.
 */
export function useCategoryForm<C extends SettingsCategory>(category: C, serverValues: PlatformSettings[C]) {
  const meta = useSettingsMeta().meta[category];
  const m = useMessages('adminSystem').settings;
  const failures = m.failures;
  const settingsFailure = useSettingsFailure();
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
  const { handleSubmit, reset, getValues, setValue, setError, trigger } = form;

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
    if (sameJson(previous, next)) return;
    if (savedRef.current && sameJson(savedRef.current, next)) {
      savedRef.current = null;
      rebase(next);
      return;
    }
    const current = getValues();
    const edited = Object.keys(next).filter((k) => !sameJson(current[k], previous[k]));
    const changed = Object.keys(next).filter((k) => !sameJson(previous[k], next[k]) && !sameJson(current[k], next[k]));
    const conflicts = changed.filter((k) => edited.includes(k)).map((k) => ({ field: k, theirs: next[k] }));
    const keep = Object.fromEntries(edited.filter((k) => !sameJson(current[k], next[k])).map((k) => [k, current[k]]));
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
      toast.success(m.form.saved({ category: meta.title }));
    } catch (e) {
      const message = settingsFailure(e, (detail) => failures.updateFailed({ detail }));
      setSaveError(message);
      toast.error(message);
      applyFieldErrors(e, setError, Object.keys(fields), { focus: false, byLastSegment: true });
    }
  });

  return {
    form,
    meta,
    fields,
    saving: update.isPending,
    saveError,
    remote,
    onSubmit,
    dismissRemote: () => setRemote(null),
    /** Back to the server's values (the remote-change notice's button): drops every unsaved edit. */
    takeRemote: () => {
      rebase(serverValues as Values);
      setRemote(null);
    },
    /** Back to the server's values (the save bar's button). */
    discard: () => {
      rebase(serverValues as Values);
      setSaveError(null);
    },
  };
}
