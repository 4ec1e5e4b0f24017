import {
  NOTICE_LINK_MAX,
  NOTICE_MESSAGE_MAX,
  NOTICE_TITLE_MAX,
  noticeAudiences,
} from '@espasyo/domain/notifications/staff-notices';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { NoticePreview } from './notice-preview';
import { useSendNoticeForm } from './use-send-notice-form';

/** Send a notification: to whom, the title, the message and a link, beside its preview; asks before sending. */
export function SendNoticeForm() {
  const { form, values, recipients, onSubmit, confirming, confirm, cancel, failure, pending } = useSendNoticeForm();
  const m = useMessages('adminContent').notices;
  const f = m.form;
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <div className="grid gap-6 rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-6 lg:grid-cols-2">
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={f.heading}>
        <h2 className="text-base font-semibold text-ink-900">{f.heading}</h2>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Select
          label={f.audience}
          options={noticeAudiences.map((value) => ({ value, label: m.audiences[value] }))}
          error={errors.audience?.message}
          {...register('audience')}
        />
        {values.audience === 'user' && (
          <TextField
            type="email"
            label={f.email}
            help={f.emailHelp}
            required
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        <TextField
          label={f.title}
          required
          maxLength={NOTICE_TITLE_MAX}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextArea
          label={f.message}
          required
          rows={4}
          maxLength={NOTICE_MESSAGE_MAX}
          error={errors.message?.message}
          {...register('message')}
        />
        <TextField
          label={f.link}
          help={f.linkHelp}
          placeholder={paths.client.bookings.getHref()}
          maxLength={NOTICE_LINK_MAX}
          error={errors.link?.message}
          {...register('link')}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={pending} loadingText={m.sending}>
            {m.send}
          </Button>
        </div>
      </form>
      <NoticePreview values={values} recipients={recipients.data} />
      <ConfirmDialog
        open={!!confirming}
        onClose={cancel}
        onConfirm={confirm}
        title={m.confirm.title}
        description={
          confirming &&
          (confirming.audience === 'user'
            ? m.confirm.toUser({ email: confirming.email })
            : m.confirm.toGroup({ audience: confirming.audience }))
        }
        confirmLabel={m.confirm.confirm}
        pendingLabel={m.sending}
        variant="primary"
        pending={pending}
      >
        {confirming && <p className="font-medium wrap-anywhere text-ink-900">{confirming.title}</p>}
      </ConfirmDialog>
    </div>
  );
}
