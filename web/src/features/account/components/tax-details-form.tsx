import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { taxDetailsSchema, type TaxDetailsInput } from '@espasyo/domain/schemas/tax-details';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSaveTaxDetails, useTaxDetails } from '@/features/account/api/use-tax-details';
import { SkeletonLines } from './section';

/** A host's TIN for the platform's fee invoices, checked with the same taxDetailsSchema as the server. */
export function TaxDetailsForm() {
  const { tax: m, actions } = useMessages('account');
  const details = useTaxDetails();
  const save = useSaveTaxDetails();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TaxDetailsInput>({ resolver: zodResolver(taxDetailsSchema), defaultValues: { tin: '' } });

  const saved = details.data?.tin ?? '';
  useEffect(() => reset({ tin: saved }), [saved, reset]);

  if (details.isPending) return <SkeletonLines lines={2} />;
  if (details.isError)
    return <LoadError title={m.error} error={details.error} onRetry={() => void details.refetch()} />;

  const onSubmit = handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => toast.success(m.saved),
      (e: unknown) => {
        if (!applyFieldErrors(e, setError, ['tin'])) toast.error(errorMessage(e));
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={m.tinLabel}
        inputMode="numeric"
        autoComplete="off"
        help={m.tinHelp}
        error={errors.tin?.message}
        {...register('tin')}
      />
      <Button type="submit" variant="secondary" loading={save.isPending} loadingText={actions.saving}>
        {m.save}
      </Button>
    </form>
  );
}
