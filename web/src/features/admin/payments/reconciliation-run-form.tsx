import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { reconciliationRunSchema, type ReconciliationRun } from '@espasyo/domain/contracts/reconciliation';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { calendarDay } from '@/lib/format';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { useRunReconciliation } from './api/use-reconciliation';

/** Staff's run of the reconciliation for a day that has ended (yesterday to start with); its reports replace that day's. */
export function ReconciliationRunForm() {
  const m = useMessages('adminMoney').reconciliation;
  const run = useRunReconciliation();
  const toast = useToast();
  const { register, handleSubmit, setError, formState } = useForm<ReconciliationRun>({
    resolver: zodResolver(reconciliationRunSchema),
    defaultValues: { day: calendarDay(new Date(Date.now() - 86_400_000)) },
  });
  const onSubmit = handleSubmit((body) =>
    run.mutateAsync(body).then(
      (r) => toast.success(m.run.done({ count: r.reports.length })),
      (e: unknown) => {
        if (!applyFieldErrors(e, setError, ['day'])) toast.error(errorMessage(e));
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="w-56">
        <TextField
          type="date"
          label={m.run.label}
          help={m.run.help}
          error={formState.errors.day?.message}
          {...register('day')}
        />
      </div>
      <Button type="submit" variant="outline" loading={run.isPending} loadingText={m.run.pending} className="mb-7">
        {m.run.submit}
      </Button>
    </form>
  );
}
