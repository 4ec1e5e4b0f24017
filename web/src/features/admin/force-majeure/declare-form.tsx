import { Controller } from 'react-hook-form';
import { FORCE_MAJEURE_DETAILS_MAX, FORCE_MAJEURE_NAME_MAX } from '@espasyo/domain/force-majeure/events';
import { forceMajeureMessages } from '@espasyo/domain/messages/force-majeure';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { PlacePicker } from './place-picker';
import { useDeclareForm } from './use-declare-form';

const m = forceMajeureMessages.admin;

/** Declare a typhoon or force majeure event: its name, the places and the days it covers. */
export function DeclareForm({ onDone = () => {} }: { onDone?: () => void }) {
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
          label="Name"
          required
          maxLength={FORCE_MAJEURE_NAME_MAX}
          help="For example: Typhoon Signal No. 3, Metro Manila and Rizal"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextArea
          label="Details"
          maxLength={FORCE_MAJEURE_DETAILS_MAX}
          help="Shown on the public advisories page: the source (PAGASA, NDRRMC) and what it means."
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
            label="First day"
            required
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField type="date" label="Last day" required error={errors.endDate?.message} {...register('endDate')} />
        </div>
        <p className="text-sm text-ink-700">
          Both sides of every paid booking and tenancy in those places on those days are told at once by notification,
          email and push.
        </p>
        <Button type="submit" loading={pending} loadingText={m.declaring}>
          {m.declare}
        </Button>
      </form>
    </Card>
  );
}
