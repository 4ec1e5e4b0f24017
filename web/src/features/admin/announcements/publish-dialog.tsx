import type { AdminAnnouncement } from '@espasyo/domain/contracts/announcements';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { usePublishAnnouncement } from './api/use-admin-announcements';

/** Publishing or unpublishing asks first: it changes what people see at once. */
export function PublishDialog({
  target,
  onClose,
}: {
  target: { item: AdminAnnouncement; publish: boolean } | null;
  onClose: () => void;
}) {
  const m = useMessages('adminContent').announcements;
  const toggle = usePublishAnnouncement();
  const toast = useToast();
  const words = target?.publish ? m.confirmPublish : m.confirmUnpublish;
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
              toast.success(target.publish ? m.published : m.unpublished);
              close();
            },
          },
        )
      }
      title={words.title}
      description={
        target && (target.publish ? m.confirmPublish.text({ audience: target.item.audience }) : m.confirmUnpublish.text)
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
