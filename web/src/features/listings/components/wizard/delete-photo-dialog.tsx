import type { ListingPhoto } from '@espasyo/domain/contracts/listings';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

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
  return (
    <Dialog
      open={!!photo}
      onClose={onClose}
      title={`Delete photo ${number}?`}
      description={
        photo?.isCover
          ? 'It is the cover: the next photo becomes the cover.'
          : 'It is removed from the listing for good.'
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Keep it
          </Button>
          <Button
            variant="danger"
            loading={pending}
            loadingText="Deleting..."
            onClick={() => photo && onConfirm(photo)}
          >
            Delete photo
          </Button>
        </>
      }
    >
      {photo && (
        <img
          src={photo.mediumUrl}
          alt={`Photo ${number}`}
          width={photo.width}
          height={photo.height}
          className="aspect-[4/3] w-full rounded-field bg-ink-100 object-cover"
        />
      )}
    </Dialog>
  );
}
