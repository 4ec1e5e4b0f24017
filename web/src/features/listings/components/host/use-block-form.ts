import { useForm } from 'react-hook-form';
import { blockSchema, type BlockInput } from '@espasyo/domain/listings/blocks';
import type { DateRange } from '@/components/ui/month-calendar';
import { useToast } from '@/components/ui/toast';
import { applyFieldErrors, isFieldError } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useFormat } from '@/lib/use-format';
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

/** 'Tue, 3 Dec 2026' or 'Tue, 3 Dec 2026 to Fri, 6 Dec 2026', in the page's language. */
export function useRangeText(): (start: string, end: string) => string {
  const m = useMessages('hostListings');
  const f = useFormat();
  return (start, end) => (start === end ? f.date(start) : m.block.range({ start: f.date(start), end: f.date(end) }));
}

/**
 * The block form (dates, units, note) with the domain's blockSchema, the server's refusals under
 * their fields, and the calendar's selection as its dates: the form is the one source of both.
 */
export function useBlockForm(listingId: string) {
  const form = useForm<BlockFormValues, unknown, BlockInput>({ resolver, defaultValues: blank });
  const add = useAddBlock(listingId);
  const toast = useToast();
  const m = useMessages('hostListings');
  const rangeText = useRangeText();
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
          toast.success(m.block.blocked({ count: block.units, range: rangeText(block.startDate, block.endDate) }));
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
