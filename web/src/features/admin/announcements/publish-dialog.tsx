import type { AdminAnnouncement } from '@espasyo/domain/contracts/announcements';
import { announcementMessages } from '@espasyo/domain/messages/announcements';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { usePublishAnnouncement } from './api/use-admin-announcements';

const m = announcementMessages;

/** Publishing or unpublishing asks first: it changes what people see at once. */
export function PublishDialog({
  target,
  onClose,
}: {
  target: { item: AdminAnnouncement; publish: boolean } | null;
  onClose: () => void;
}) {
  const toggle = usePublishAnnouncement();
  const toast = useToast();
  const words = target?.publish ? m.admin.confirmPublish : m.admin.confirmUnpublish;
  const close = () => {
    toggle.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={!!target}
      onClose={close}
      onConfirm={() =>
        target &&
        toggle.mutate(
          { id: target.item.id, publish: target.publish },
          {
            onSuccess: () => {
              toast.success(target.publish ? m.admin.published : m.admin.unpublished);
              close();
            },
          },
        )
      }
      title={words.title}
      description={
        target &&
        (target.publish
          ? m.admin.confirmPublish.text(m.audiences[target.item.audience])
          : m.admin.confirmUnpublish.text)
      }
      confirmLabel={words.confirm}
      pendingLabel={words.pending}
      variant={target?.publish ? 'primary' : 'danger'}
      pending={toggle.isPending}
      error={toggle.error ? errorMessage(toggle.error) : null}
    >
      {target && <p className="font-medium wrap-anywhere text-ink-900">{target.item.title}</p>}
    </ConfirmDialog>
  );
}
