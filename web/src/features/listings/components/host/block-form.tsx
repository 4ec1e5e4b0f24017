import { useId } from 'react';
import { listingLimits } from '@espasyo/domain/listings/fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { useRangeText, type useBlockForm } from './use-block-form';

/** What the calendar's selection means so far, said in words (and read out as it changes). */
function useSelectionHint() {
  const m = useMessages('hostListings').block;
  const f = useFormat();
  const rangeText = useRangeText();
  return (start: string, end: string) => {
    if (!start) return m.chooseFirst;
    if (!end || end < start) return m.chooseLast({ start: f.date(start) });
    const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
    return m.chosen({ range: rangeText(start, end), count: days });
  };
}

/**
 * Block a range of dates: first and last day (both included, also chosen on the calendar), how
 * many units, and a note for the host's own records. Checked by the domain's blockSchema here and
 * by the server, which also refuses a day without enough units free.
 */
export function BlockForm({
  block,
  capacity,
  today,
  lastDay,
}: {
  block: ReturnType<typeof useBlockForm>;
  capacity: number;
  today: string;
  lastDay: string;
}) {
  const m = useMessages('hostListings').block;
  const errorMessage = useErrorMessage();
  const selectionHint = useSelectionHint();
  const { form, submit, pending, formError } = block;
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const noteId = useId();
  const [start, end] = watch(['startDate', 'endDate']);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-700" aria-live="polite">
        {selectionHint(start, end)}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={m.firstDay}
          type="date"
          min={today}
          max={lastDay}
          required
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          label={m.lastDay}
          type="date"
          min={start || today}
          max={lastDay}
          required
          error={errors.endDate?.message}
          {...register('endDate')}
        />
      </div>
      <TextField
        label={m.units}
        type="number"
        inputMode="numeric"
        min={1}
        max={capacity}
        step={1}
        required
        help={capacity === 1 ? m.oneUnit : m.outOf({ capacity })}
        error={errors.units?.message}
        {...register('units', { valueAsNumber: true })}
      />
      <Field
        id={noteId}
        label={m.note}
        help={m.noteHelp({ max: listingLimits.blockNote })}
        error={errors.note?.message}
      >
        <textarea
          id={noteId}
          rows={2}
          maxLength={listingLimits.blockNote}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy(noteId, true, errors.note?.message)}
          className={controlClasses(!!errors.note)}
          {...register('note')}
        />
      </Field>
      {formError && (
        <Alert tone="danger">
          <LocalMessage message={errorMessage(formError)} />
        </Alert>
      )}
      <Button type="submit" variant="secondary" full loading={pending} loadingText={m.blocking}>
        {m.submit}
      </Button>
    </form>
  );
}
