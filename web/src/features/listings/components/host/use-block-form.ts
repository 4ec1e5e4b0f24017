import { useForm } from 'react-hook-form';
import { blockSchema, type BlockInput } from '@espasyo/domain/listings/blocks';
import type { DateRange } from '@/components/ui/month-calendar';
import { useToast } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { applyFieldErrors, isFieldError } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useAddBlock } from '@/features/listings/api/use-availability';

/** The form's values as the inputs hold them; the domain schema turns them into a BlockInput. */
export interface BlockFormValues {
  startDate: string;
  endDate: string;
  units: number;
  note: string;
}

// The page imports the blocks module already (its limits), so the schema comes with it.
const resolver = lazyZodResolver<BlockFormValues, BlockInput>(() => Promise.resolve(blockSchema));
const fields = ['startDate', 'endDate', 'units', 'note'] as const;
const blank: BlockFormValues = { startDate: '', endDate: '', units: 1, note: '' };

/** 'Tue, 3 Dec 2026' or 'Tue, 3 Dec 2026 to Fri, 6 Dec 2026'. */
export const rangeText = (start: string, end: string) =>
  start === end ? formatDate(start) : `${formatDate(start)} to ${formatDate(end)}`;

/**
 * The block form (dates, units, note) with the domain's blockSchema, the server's refusals under
 * their fields, and the calendar's selection as its dates: the form is the one source of both.
 */
export function useBlockForm(listingId: string) {
  const form = useForm<BlockFormValues, unknown, BlockInput>({ resolver, defaultValues: blank });
  const add = useAddBlock(listingId);
  const toast = useToast();
  const [startDate, endDate] = form.watch(['startDate', 'endDate']);
  const range: DateRange | null = startDate
    ? { start: startDate, end: endDate && endDate >= startDate ? endDate : null }
    : null;

  const setRange = (r: DateRange) => {
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('startDate', r.start, opts);
    form.setValue('endDate', r.end ?? '', opts);
  };

  const submit = form.handleSubmit((input) =>
    add.mutate(
      { ...input, note: input.note?.trim() || null },
      {
        onSuccess: (block) => {
          const units = block.units === 1 ? '1 unit' : `${block.units} units`;
          toast.success(`Blocked ${units}: ${rangeText(block.startDate, block.endDate)}.`);
          form.reset({ ...blank, units: form.getValues('units') });
          add.reset();
        },
        onError: (error) => applyFieldErrors(error, form.setError, fields),
      },
    ),
  );

  const formError = add.isError && !isFieldError(add.error, fields) ? add.error : null;
  return { form, range, setRange, submit, pending: add.isPending, formError };
}
