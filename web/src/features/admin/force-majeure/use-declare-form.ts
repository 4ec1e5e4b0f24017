import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ForceMajeurePlace } from '@espasyo/domain/contracts/force-majeure';
import { forceMajeureFormSchema, type ForceMajeureForm } from '@espasyo/domain/force-majeure/events';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { useDeclareEvent } from './api/use-force-majeure';

const FIELDS = ['name', 'details', 'places', 'startDate', 'endDate'] as const;

/** The form as typed: the places with their names (shown as chips), sent as their codes. */
export interface DeclareValues {
  name: string;
  details: string;
  places: ForceMajeurePlace[];
  startDate: string;
  endDate: string;
}

const toForm = (v: DeclareValues): ForceMajeureForm => ({ ...v, places: v.places.map((p) => p.code) });
const blank: DeclareValues = { name: '', details: '', places: [], startDate: '', endDate: '' };

/** Declaring an event with the server's own schema (forceMajeureFormSchema); its refusals go under their fields. */
export function useDeclareForm(onDone: () => void) {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const m = useMessages('adminContent').forceMajeure;
  const toast = useToast();
  const declare = useDeclareEvent();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = zodResolver(forceMajeureFormSchema) as unknown as Resolver<DeclareValues>;
  const form = useForm<DeclareValues>({
    resolver: async (values, context, options) => {
      const r = await resolver(toForm(values) as never, context, options);
      return Object.keys(r.errors).length ? r : { values, errors: {} };
    },
    defaultValues: blank,
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    return declare.mutateAsync(toForm(values)).then(
      (e) => {
        toast.success(m.declared({ count: e.affected }));
        form.reset(blank);
        onDone();
      },
      (e: unknown) => {
        if (!applyFieldErrors(e, form.setError, FIELDS)) setFailure(errorMessage(e));
      },
    );
  });
  return { form, submit, failure, pending: declare.isPending };
}
