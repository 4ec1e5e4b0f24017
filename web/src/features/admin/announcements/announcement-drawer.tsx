import { useWatch } from 'react-hook-form';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementAudiences,
} from '@espasyo/domain/announcements/announcements';
import type { AdminAnnouncement } from '@espasyo/domain/contracts/announcements';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Drawer } from '@/components/ui/drawer';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { AnnouncementCard } from '@/features/announcements';
import { useSettings } from '@/features/admin/settings/api';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { useAnnouncementForm } from './use-announcement-form';

/** The schema's and the server's messages the form shows, in the page's language. */
const known = ['validation', 'apiAdmin1'] as const;

/** The drawer to write a new announcement or edit one, with the banner's preview as it is typed. */
export function AnnouncementDrawer({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: AdminAnnouncement | null;
  onClose: () => void;
}) {
  const m = useMessages('adminContent').announcements;
  return (
    <Drawer open={open} onClose={onClose} title={editing ? m.drawer.edit : m.drawer.create}>
      <MessageNamespaces value={known}>
        {open && <AnnouncementFormBody key={editing?.id ?? 'new'} editing={editing} onClose={onClose} />}
      </MessageNamespaces>
    </Drawer>
  );
}

function AnnouncementFormBody({ editing, onClose }: { editing: AdminAnnouncement | null; onClose: () => void }) {
  const m = useMessages('adminContent').announcements;
  const f = m.form;
  const { dateTime } = useFormat();
  const { form, saveDraft, saveAndPublish, failure, pending } = useAnnouncementForm(editing, onClose);
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [title, body, audience] = useWatch({ control, name: ['title', 'body', 'audience'] });
  const live = editing?.state === 'live';
  // notifications.marketingEmails: while off, an announcement chosen to be emailed reaches nobody.
  const marketingOff = useSettings().data?.settings.notifications.marketingEmails === false;
  const emailedAt = editing?.emailedAt;

  return (
    <form noValidate onSubmit={editing ? saveDraft : saveAndPublish} className="space-y-5">
      {live && <Alert tone="warning">{f.liveNote}</Alert>}
      {failure && <Alert tone="danger">{failure}</Alert>}
      <TextField
        label={f.title}
        required
        maxLength={ANNOUNCEMENT_TITLE_MAX}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextArea
        label={f.body}
        help={f.bodyHelp}
        required
        rows={5}
        maxLength={ANNOUNCEMENT_BODY_MAX}
        error={errors.body?.message}
        {...register('body')}
      />
      <Select
        label={f.audience}
        help={m.audienceHelp[audience]}
        options={announcementAudiences.map((value) => ({ value, label: m.audiences[value] }))}
        error={errors.audience?.message}
        {...register('audience')}
      />
      <TextField
        type="date"
        label={f.endsOn}
        help={f.endsOnHelp}
        error={errors.endsOn?.message}
        {...register('endsOn')}
      />
      <Checkbox
        label={f.emailSubscribers}
        help={
          emailedAt
            ? f.emailedAt({ when: dateTime(emailedAt) })
            : marketingOff
              ? f.marketingOff
              : f.emailSubscribersHelp
        }
        disabled={!!emailedAt}
        error={errors.emailSubscribers?.message}
        {...register('emailSubscribers')}
      />
      <section aria-label={f.preview} className="space-y-2">
        <h3 className="text-sm font-semibold text-ink-800">{f.preview}</h3>
        <div className="rounded-card border border-brand-200 bg-brand-50 px-4 py-3">
          {title.trim() || body.trim() ? (
            <AnnouncementCard title={title.trim() || f.title} body={body.trim()} />
          ) : (
            <p className="text-sm text-ink-600">{f.previewEmpty}</p>
          )}
        </div>
      </section>
      <div className="flex flex-wrap justify-end gap-2 border-t border-ink-200 pt-4">
        <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
          {f.cancel}
        </Button>
        {editing ? (
          <Button type="submit" loading={pending} loadingText={f.saving}>
            {f.save}
          </Button>
        ) : (
          <>
            <Button type="button" variant="outline" onClick={() => void saveDraft()} disabled={pending}>
              {f.saveDraft}
            </Button>
            <Button type="submit" loading={pending} loadingText={f.saving}>
              {f.saveAndPublish}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
