import { Bell, Users } from 'lucide-react';
import type { NoticeRecipients } from '@espasyo/domain/contracts/staff-notices';
import { useMessages } from '@/lib/i18n';
import { notificationPreview } from '@espasyo/domain/notifications/notifications';
import type { StaffNoticeForm } from '@espasyo/domain/notifications/staff-notices';

/** Who it goes to, as the server counts them now. */
function Reach({ values, recipients }: { values: StaffNoticeForm; recipients?: NoticeRecipients }) {
  const m = useMessages('adminContent').notices;
  let text: string;
  if (values.audience === 'user') {
    text = recipients?.user
      ? `${recipients.user.name} · ${recipients.user.email} · ${recipients.user.role}`
      : m.reach.enterEmail;
    if (values.email.includes('@') && recipients && !recipients.user) text = m.reach.noRecipient;
  } else {
    text = recipients
      ? m.reach.group({
          group: m.audiences[values.audience],
          recipients: m.list.recipients({ count: recipients.count }),
        })
      : m.audiences[values.audience];
  }
  return (
    <p className="flex items-start gap-2 text-sm text-ink-700" aria-live="polite">
      <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="wrap-anywhere">{text}</span>
    </p>
  );
}

/** The notification as it will show in the recipients' lists (message cut to 100 characters, like theirs). */
export function NoticePreview({ values, recipients }: { values: StaffNoticeForm; recipients?: NoticeRecipients }) {
  const f = useMessages('adminContent').notices.form;
  const title = values.title?.trim();
  const message = values.message?.trim();
  return (
    <section aria-label={f.preview} className="space-y-3">
      <div>
        <h2 className="text-base font-semibold text-ink-900">{f.preview}</h2>
        <p className="text-sm text-ink-600">{f.previewHint}</p>
      </div>
      <div className="flex gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-card">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Bell aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex items-start justify-between gap-2">
            <span className={title ? 'font-semibold wrap-anywhere text-ink-900' : 'text-ink-500'}>
              {title || f.previewTitle}
            </span>
            <span className="size-2.5 shrink-0 translate-y-2 rounded-full bg-brand-600" aria-hidden="true" />
          </p>
          <p className={message ? 'mt-0.5 text-sm wrap-anywhere text-ink-700' : 'mt-0.5 text-sm text-ink-500'}>
            {message ? notificationPreview(message) : f.previewMessage}
          </p>
          <p className="mt-1 text-xs text-ink-600">
            {f.justNow}
            {values.link ? ` · ${values.link}` : ''}
          </p>
        </div>
      </div>
      <Reach values={values} recipients={recipients} />
    </section>
  );
}
