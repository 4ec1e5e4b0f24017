import { useId } from 'react';
import { listingLimits } from '@espasyo/domain/listings/fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { rangeText, type useBlockForm } from './use-block-form';

/** What the calendar's selection means so far, said in words (and read out as it changes). */
function selectionHint(start: string, end: string) {
  if (!start) return 'Choose the first day on the calendar, or type the dates.';
  if (!end || end < start) return `From ${formatDate(start)}: now choose the last day.`;
  const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  return `${rangeText(start, end)} (${days === 1 ? '1 day' : `${days} days`}).`;
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
          label="First day"
          type="date"
          min={today}
          max={lastDay}
          required
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          label="Last day"
          type="date"
          min={start || today}
          max={lastDay}
          required
          error={errors.endDate?.message}
          {...register('endDate')}
        />
      </div>
      <TextField
        label="Units to block"
        type="number"
        inputMode="numeric"
        min={1}
        max={capacity}
        step={1}
        required
        help={capacity === 1 ? 'This space has 1 unit.' : `Out of ${capacity} identical units.`}
        error={errors.units?.message}
        {...register('units', { valueAsNumber: true })}
      />
      <Field
        id={noteId}
        label="Note (optional)"
        help={`Only you see it, e.g. 'Repairs' or 'Rented offline'. Up to ${listingLimits.blockNote} characters.`}
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
      {formError && <Alert tone="danger">{errorMessage(formError)}</Alert>}
      <Button type="submit" variant="secondary" full loading={pending} loadingText="Blocking...">
        Block dates
      </Button>
    </form>
  );
}
