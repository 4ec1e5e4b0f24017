import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Checklist } from '@espasyo/domain/contracts/handover';
import {
  checklistContentSchema,
  handoverLimits,
  itemConditions,
  type ChecklistContent,
} from '@espasyo/domain/handover/checklists';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

type FormInput = z.input<typeof checklistContentSchema>;

/**
 * The checklist's content: the condition of each thing the listing's checklist lists (good, worn,
 * damaged, missing) with a note, the meter readings, the notes. Checked with the route's own schema
 * (every text with its limit); what signing needs (every condition, every reading) is the server's
 * word, shown under the field it names (`problems`). `onDirty` says when there are unsaved changes.
 */
export function ChecklistForm({
  checklist: c,
  saving,
  refusal,
  problems,
  onSave,
  onDirty,
}: {
  checklist: Checklist;
  saving: boolean;
  refusal?: string | null;
  /** Field → message, from a refused signature (items.0.condition, meters.0.reading). */
  problems?: Record<string, string>;
  onSave: (content: ChecklistContent) => void;
  onDirty?: (dirty: boolean) => void;
}) {
  const m = useMessages('handover');
  const w = m.form;
  const form = useForm<FormInput, unknown, ChecklistContent>({
    resolver: zodResolver(checklistContentSchema),
    defaultValues: c.content,
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirty?.(isDirty), [isDirty, onDirty]);
  // Saved, a photo added, or changed by the other side: the form takes what the server holds, keeping what is being typed.
  useEffect(() => form.reset(c.content, { keepDirtyValues: true }), [c.updatedAt]);
  const notes = form.watch('notes') ?? '';

  return (
    <form noValidate aria-label={w.label} className="space-y-6" onSubmit={form.handleSubmit(onSave)}>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-ink-900">{w.condition}</legend>
        {c.template.items.map((item, i) => {
          const error = errors.items?.[i]?.condition?.message ?? problems?.[`items.${i}.condition`];
          const noteError = errors.items?.[i]?.note?.message;
          return (
            <div key={item.key} className="space-y-2 rounded-card border border-ink-200 bg-white p-3 sm:p-4">
              <input type="hidden" {...form.register(`items.${i}.key`)} />
              <fieldset aria-describedby={error ? `item-${item.key}-error` : undefined}>
                <legend className="mb-2 font-semibold text-ink-900">{item.label}</legend>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {itemConditions.map((cond) => (
                    <label
                      key={cond}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center gap-2 rounded-field border px-3 text-sm font-medium',
                        'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800',
                        'has-focus-visible:ring-3 has-focus-visible:ring-brand-500/25',
                        error ? 'border-danger-600' : 'border-ink-300',
                      )}
                    >
                      <input
                        type="radio"
                        value={cond}
                        className="accent-brand-700"
                        {...form.register(`items.${i}.condition`)}
                      />
                      {m.conditions[cond]}
                    </label>
                  ))}
                </div>
                {error && (
                  <p id={`item-${item.key}-error`} className="mt-1 text-sm font-medium text-danger-700">
                    {error}
                  </p>
                )}
              </fieldset>
              <TextField
                label={w.note({ item: item.label.toLowerCase() })}
                maxLength={handoverLimits.itemNote}
                placeholder={w.notePlaceholder}
                error={noteError}
                {...form.register(`items.${i}.note`)}
              />
            </div>
          );
        })}
      </fieldset>

      {c.template.meters.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-ink-900">{w.meters}</legend>
          {c.template.meters.map((meter, i) => (
            <div key={meter.key}>
              <input type="hidden" {...form.register(`meters.${i}.key`)} />
              <TextField
                label={w.meter({ label: meter.label, unit: meter.unit })}
                inputMode="decimal"
                maxLength={handoverLimits.reading}
                help={w.meterHelp}
                error={errors.meters?.[i]?.reading?.message ?? problems?.[`meters.${i}.reading`]}
                {...form.register(`meters.${i}.reading`)}
              />
            </div>
          ))}
        </fieldset>
      )}

      <div className="space-y-1">
        <TextArea
          label={w.notes}
          help={w.notesHelp}
          maxLength={handoverLimits.notes}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <CharacterCount value={notes} max={handoverLimits.notes} />
      </div>

      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Button type="submit" variant={isDirty ? 'primary' : 'outline'} full loading={saving} loadingText={w.saving}>
        {w.save}
      </Button>
    </form>
  );
}
