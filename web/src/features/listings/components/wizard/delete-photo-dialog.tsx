import type { ListingPhoto } from '@espasyo/domain/contracts/listings';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n';

/** 'Delete this photo?' with the photo, so the host sees which one goes. */
export function DeletePhotoDialog({
  photo,
  number,
  pending,
  onClose,
  onConfirm,
}: {
  photo: ListingPhoto | null;
  number: number;
  pending: boolean;
  onClose: () => void;
  onConfirm: (photo: ListingPhoto) => void;
}) {
  const m = useMessages('listingWizard').photos;
  return (
    <Dialog
      open={!!photo}
      onClose={onClose}
      title={m.deleteTitle({ n: number })}
      description={photo?.isCover ? m.deleteCover : m.deleteText}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {m.keep}
          </Button>
          <Button variant="danger" loading={pending} loadingText={m.deleting} onClick={() => photo && onConfirm(photo)}>
            {m.deleteConfirm}
          </Button>
        </>
      }
    >
      {photo && (
        <img
          src={photo.mediumUrl}
          alt={m.photo({ n: number })}
          width={photo.width}
          height={photo.height}
          className="aspect-[4/3] w-full rounded-field bg-ink-100 object-cover"
        />
      )}
    </Dialog>
  );
}
