import { Controller } from 'react-hook-form';
import { FORCE_MAJEURE_DETAILS_MAX, FORCE_MAJEURE_NAME_MAX } from '@espasyo/domain/force-majeure/events';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { PlacePicker } from './place-picker';
import { useDeclareForm } from './use-declare-form';

/** Declare a typhoon or force majeure event: its name, the places and the days it covers. */
export function DeclareForm({ onDone = () => {} }: { onDone?: () => void }) {
  const m = useMessages('adminContent').forceMajeure;
  const { form, submit, failure, pending } = useDeclareForm(onDone);
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="declare-heading">
        <h2 id="declare-heading" className="text-lg font-semibold text-ink-900">
          {m.declare}
        </h2>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <TextField
          label={m.name}
          required
          maxLength={FORCE_MAJEURE_NAME_MAX}
          help={m.nameHelp}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextArea
          label={m.details}
          maxLength={FORCE_MAJEURE_DETAILS_MAX}
          help={m.detailsHelp}
          error={errors.details?.message}
          rows={3}
          {...register('details')}
        />
        <Controller
          control={control}
          name="places"
          render={({ field, fieldState }) => (
            <PlacePicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={m.startDate}
            required
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField type="date" label={m.endDate} required error={errors.endDate?.message} {...register('endDate')} />
        </div>
        <p className="text-sm text-ink-700">{m.told}</p>
        <Button type="submit" loading={pending} loadingText={m.declaring}>
          {m.declare}
        </Button>
      </form>
    </Card>
  );
}
