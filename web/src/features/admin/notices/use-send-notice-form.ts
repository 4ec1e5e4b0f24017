import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { staffNoticeFormSchema, type StaffNoticeForm } from '@espasyo/domain/notifications/staff-notices';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { useNoticeRecipients, useSendNotice } from './api/use-notices';

const FIELDS = ['audience', 'email', 'title', 'message', 'link'] as const;
const blank: StaffNoticeForm = { audience: 'user', email: '', title: '', message: '', link: '' };

/** The email address as typed, once typing pauses: the preview looks the account up then. */
function useSettled(value: string, ms = 400) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The send form, checked with the server's schema (staffNoticeFormSchema); a valid form asks for
 * confirmation (it cannot be taken back) and only then sends. The server's refusals go under
 * their fields (an unknown email address) or above the form.
 */
export function useSendNoticeForm() {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const m = useMessages('adminContent').notices;
  const toast = useToast();
  const send = useSendNotice();
  const [confirming, setConfirming] = useState<StaffNoticeForm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StaffNoticeForm>({
    resolver: zodResolver(staffNoticeFormSchema) as unknown as Resolver<StaffNoticeForm>,
    defaultValues: blank,
  });
  const values = useWatch({ control: form.control }) as StaffNoticeForm;
  const email = useSettled((values.email ?? '').trim().toLowerCase());
  const recipients = useNoticeRecipients(values.audience ?? 'user', email);

  const onSubmit = form.handleSubmit((data) => {
    setFailure(null);
    setConfirming(data);
  });

  const confirm = () => {
    if (!confirming) return;
    send.mutate(confirming, {
      onSuccess: (sent) => {
        toast.success(m.sent({ count: sent.recipients }));
        setConfirming(null);
        form.reset({ ...blank, audience: confirming.audience });
      },
      onError: (e) => {
        setConfirming(null);
        if (!applyFieldErrors(e, form.setError, FIELDS)) setFailure(errorMessage(e));
      },
    });
  };

  return {
    form,
    values,
    recipients,
    onSubmit,
    confirming,
    confirm,
    cancel: () => setConfirming(null),
    failure,
    pending: send.isPending,
  };
}
