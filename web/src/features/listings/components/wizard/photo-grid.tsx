import { useEffect, useRef, useState } from 'react';
import type { ListingPhoto } from '@espasyo/domain/contracts/listings';
import { Alert } from '@/components/ui/alert';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { usePhotoActions } from '@/features/listings/api/use-listing-photos';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { PhotoTile, type DragProps, type Move } from './photo-tile';
import { moved } from './reorder';

/**
 * The listing's photos in the order renters see them. Reorder by dragging a photo onto
 * another's place, or with the move buttons (the focus stays on the moved photo's button and
 * a live message says where it went); choose the cover; delete after a confirmation.
 */
export function PhotoGrid({ listingId, photos }: { listingId: string; photos: ListingPhoto[] }) {
  const m = useMessages('listingWizard').photos;
  const errorMessage = useErrorMessage();
  const { order, cover, remove } = usePhotoActions(listingId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ListingPhoto | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const dragFrom = useRef<number | null>(null);
  const refocus = useRef<{ id: string; move: Move } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const n = photos.length;

  const move = (from: number, to: number, by?: Move) => {
    if (to < 0 || to >= n || from === to) return;
    setError(null);
    order.mutate(moved(photos, from, to), { onError: (e) => setError(errorMessage(e)) });
    setMessage(m.moved({ from: from + 1, to: to + 1, count: n }));
    if (by) refocus.current = { id: photos[from].id, move: by };
  };

  // After a move by keyboard the focus follows the photo (to the other button at either end).
  useEffect(() => {
    const f = refocus.current;
    if (!f) return;
    refocus.current = null;
    const at = photos.findIndex((p) => p.id === f.id);
    const by: Move =
      f.move === 'earlier' && at === 0 ? 'later' : f.move === 'later' && at === n - 1 ? 'earlier' : f.move;
    buttons.current.get(`${f.id}:${by}`)?.focus();
  }, [photos, n]);

  const makeCover = (p: ListingPhoto, i: number) => {
    setError(null);
    cover.mutate(p.id, {
      onSuccess: () => setMessage(m.nowCover({ n: i + 1 })),
      onError: (e) => setError(errorMessage(e)),
    });
  };

  /** Drag one photo onto another's place: it takes that place and the others shift. */
  const dragProps = (p: ListingPhoto, i: number): DragProps => ({
    onDragStart: (e) => {
      dragFrom.current = i;
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', p.id);
    },
    onDragOver: (e) => {
      if (dragFrom.current == null) return;
      e.preventDefault();
      setOver(i);
    },
    onDragLeave: () => setOver((o) => (o === i ? null : o)),
    onDrop: (e) => {
      e.preventDefault();
      if (dragFrom.current != null) move(dragFrom.current, i);
      dragFrom.current = null;
      setOver(null);
    },
    onDragEnd: () => {
      dragFrom.current = null;
      setOver(null);
    },
  });

  if (n === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="text-base font-semibold text-ink-900">{m.heading({ count: n })}</h3>
      <p className="mt-1 text-sm text-ink-600">{m.intro}</p>
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
      {error && (
        <Alert tone="danger" className="mt-3">
          <LocalMessage message={error} />
        </Alert>
      )}
      <ol className="mt-4 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-3">
        {photos.map((p, i) => (
          <PhotoTile
            key={p.id}
            photo={p}
            index={i}
            count={n}
            dropTarget={over === i}
            drag={dragProps(p, i)}
            coverPending={cover.isPending}
            buttonRef={(by, el) => void buttons.current.set(`${p.id}:${by}`, el)}
            onMove={(by) => move(i, by === 'earlier' ? i - 1 : i + 1, by)}
            onCover={() => makeCover(p, i)}
            onDelete={() => setDeleting(p)}
          />
        ))}
      </ol>
      <DeletePhotoDialog
        photo={deleting}
        number={deleting ? photos.findIndex((p) => p.id === deleting.id) + 1 : 0}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(photo) =>
          remove.mutate(photo.id, {
            onSuccess: () => {
              setDeleting(null);
              setMessage(m.deleted);
            },
            onError: (e) => {
              setDeleting(null);
              setError(errorMessage(e));
            },
          })
        }
      />
    </div>
  );
}
