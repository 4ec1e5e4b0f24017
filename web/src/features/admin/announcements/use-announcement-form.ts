import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { announcementFormSchema, type AnnouncementForm } from '@espasyo/domain/announcements/announcements';
import type { AdminAnnouncement } from '@espasyo/domain/contracts/announcements';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { useSaveAnnouncement } from './api/use-admin-announcements';

const FIELDS = ['title', 'body', 'audience', 'endsOn', 'emailSubscribers'] as const;

/** The form's fields as typed: the end date is '' when none. */
export interface AnnouncementValues {
  title: string;
  body: string;
  audience: AnnouncementForm['audience'];
  endsOn: string;
  emailSubscribers: boolean;
}

const toForm = (v: AnnouncementValues): AnnouncementForm => ({ ...v, endsOn: v.endsOn || null });
const blank: AnnouncementValues = { title: '', body: '', audience: 'everyone', endsOn: '', emailSubscribers: false };

/**
 * Writing or editing an announcement with the server's own schema (announcementFormSchema); the
 * server's refusals go under their fields. A new one is saved as a draft or published at once.
 */
export function useAnnouncementForm(editing: AdminAnnouncement | null, onDone: () => void) {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const a = useMessages('adminContent').announcements;
  const toast = useToast();
  const save = useSaveAnnouncement();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = zodResolver(announcementFormSchema) as unknown as Resolver<AnnouncementValues>;
  const form = useForm<AnnouncementValues>({
    resolver: (values, context, options) => resolver(toForm(values) as never, context, options),
    defaultValues: editing
      ? {
          title: editing.title,
          body: editing.body,
          audience: editing.audience,
          endsOn: editing.endsOn ?? '',
          emailSubscribers: editing.emailSubscribers,
        }
      : blank,
  });

  const submit = (publish: boolean) =>
    form.handleSubmit((values) => {
      setFailure(null);
      const body = toForm(values);
      const call = editing ? { id: editing.id, form: body } : { id: null, form: body, publish };
      return save.mutateAsync(call).then(
        () => {
          toast.success(editing ? a.saved : publish ? a.createdLive : a.created);
          onDone();
        },
        (e: unknown) => {
          if (!applyFieldErrors(e, form.setError, FIELDS)) setFailure(errorMessage(e));
        },
      );
    });

  return { form, saveDraft: submit(false), saveAndPublish: submit(true), failure, pending: save.isPending };
}
